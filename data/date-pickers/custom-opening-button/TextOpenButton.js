import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A text button instead of the icon button. The picker passes onClick, aria-label,
// disabled and the ref: spreading `other` keeps them all. The icon (children) and the
// IconButton-only styling props are dropped.
function ChooseButton(props) {
  const { ownerState: _ownerState, edge: _edge, color: _color, size: _size, children: _icon, ...other } = props;
  return (
    <Button {...other} size="small" variant="text" sx={{ minWidth: 0 }}>
      Choose
    </Button>
  );
}

export default function TextOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery" defaultValue={dayjs('2026-04-17')} slots={{ openPickerButton: ChooseButton }} />
    </LocalizationProvider>
  );
}
