import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function StackedRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 520 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-07-06'), dayjs('2026-07-24')]}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          dateSeparator="to"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Summer camp starts' : 'Summer camp ends',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
