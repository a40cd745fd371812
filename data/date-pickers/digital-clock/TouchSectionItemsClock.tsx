import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function TouchSectionItemsClock() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-04-17T16:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <MultiSectionDigitalClock
          value={pickup}
          onChange={(newValue) => setPickup(newValue)}
          ampm={false}
          timeSteps={{ minutes: 10 }}
          slotProps={{
            digitalClockSectionItem: {
              sx: {
                minHeight: 44,
                mx: 0.5,
                my: 0.25,
                borderRadius: 4,
                justifyContent: 'center',
                fontWeight: 500,
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                },
              },
            },
          }}
        />
        <Typography variant="body2" role="status">
          School pickup at {pickup ? pickup.format('HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
