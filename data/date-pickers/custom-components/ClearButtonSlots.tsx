import dayjs from 'dayjs';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearButtonSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Expiry date"
        defaultValue={dayjs('2026-04-17')}
        slots={{ clearIcon: BackspaceOutlinedIcon }}
        slotProps={{
          field: { clearable: true },
          clearButton: { color: 'error', size: 'small' },
          clearIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
