import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock, DigitalClockItem, DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';

// Seats left per screening, keyed by HH:mm. Screenings start on the half hour;
// a missing key means no screening, 0 means sold out.
const seatsLeft: Record<string, number> = {
  '14:00': 12,
  '14:30': 0,
  '15:30': 3,
  '17:00': 40,
  '18:30': 1,
  '20:00': 22,
};

const isSoldOut = (time: Dayjs) => !seatsLeft[time.format('HH:mm')];

type ScreeningItemProps = DigitalClockItemProps &
  Omit<React.ComponentProps<typeof DigitalClockItem>, keyof DigitalClockItemProps>;

// Receives the option as `itemValue` and its label as `formattedValue`, plus the menu item props.
function ScreeningItem(props: ScreeningItemProps) {
  const { itemValue, formattedValue, ...other } = props;
  const seats = seatsLeft[itemValue.format('HH:mm')];

  return (
    <DigitalClockItem {...other}>
      <Box sx={{ display: 'flex', width: '100%', justifyContent: 'space-between', gap: 2 }}>
        <span>{formattedValue}</span>
        <Box component="span" sx={{ color: seats && seats < 5 ? 'error.main' : 'text.secondary' }}>
          {seats} left
        </Box>
      </Box>
    </DigitalClockItem>
  );
}

export default function SeatsLeftClock() {
  const [screening, setScreening] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DigitalClock
          value={screening}
          onChange={setScreening}
          referenceDate={dayjs('2026-04-17T14:00')}
          timeStep={30}
          minTime={dayjs('2026-04-17T14:00')}
          maxTime={dayjs('2026-04-17T20:00')}
          shouldDisableTime={isSoldOut}
          skipDisabled
          ampm={false}
          slots={{ digitalClockItem: ScreeningItem }}
          sx={{ width: 180 }}
        />
        <Typography variant="body2" role="status">
          {screening ? `Screening at ${screening.format('HH:mm')}` : 'Choose a screening'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
