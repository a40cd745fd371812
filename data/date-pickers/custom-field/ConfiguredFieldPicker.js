import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ConfiguredFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="Due date"
          format="DD MMM YYYY"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            field: { clearable: true },
            textField: { variant: 'filled', fullWidth: true },
          }}
        />
        <DatePicker
          label="Plain input (legacy DOM structure)"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { variant: 'standard', fullWidth: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
