import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerSlotProps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-16'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={setValue}
          // No new component: only props for the default text field and action bar.
          slotProps={{
            textField: { helperText: 'We deliver Monday to Friday', size: 'small', fullWidth: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
