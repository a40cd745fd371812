import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// The swimming pool is open to the public from 10:00 to 15:45.
const opens = dayjs('2026-07-04T10:00');
const closes = dayjs('2026-07-04T15:45');

export default function SkipDisabledClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        {[false, true].map((skipDisabled) => (
          <Stack key={String(skipDisabled)} spacing={1}>
            <Typography variant="subtitle2" component="h3" id={`pool-clock-${skipDisabled}`}>
              skipDisabled={String(skipDisabled)}
            </Typography>
            <MultiSectionDigitalClock
              aria-labelledby={`pool-clock-${skipDisabled}`}
              ampm={false}
              timeSteps={{ minutes: 15 }}
              minTime={opens}
              maxTime={closes}
              skipDisabled={skipDisabled}
              defaultValue={dayjs('2026-07-04T11:30')}
            />
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
