import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotIconsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        defaultValue={dayjs('2026-04-17')}
        slots={{ openPickerIcon: EventNoteIcon, switchViewIcon: ExpandMoreIcon }}
        slotProps={{
          textField: { size: 'small', helperText: 'Format: MM/DD/YYYY' },
          openPickerButton: { color: 'primary' },
          popper: { placement: 'bottom-end' },
          actionBar: { actions: ['today', 'clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
