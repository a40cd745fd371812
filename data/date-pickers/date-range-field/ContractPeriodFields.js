import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function ContractPeriodFields() {
  const [period, setPeriod] = React.useState([dayjs('2026-04-01'), dayjs('2027-03-31')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <SingleInputDateRangeField
          label="Contract period"
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          sx={{ maxWidth: 320 }}
        />
        <MultiInputDateRangeField
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Starts on' : 'Ends on',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
