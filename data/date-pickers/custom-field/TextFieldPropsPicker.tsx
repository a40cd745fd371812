import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import InputAdornment from '@mui/material/InputAdornment';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldPropsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            textField: {
              required: true,
              size: 'small',
              helperText: 'As printed on your ticket',
              InputProps: {
                startAdornment: (
                  <InputAdornment position="start">
                    <FlightTakeoffIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            },
          }}
        />
        <DatePicker
          label="Return (optional)"
          slotProps={{
            textField: { variant: 'standard', color: 'secondary', fullWidth: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
