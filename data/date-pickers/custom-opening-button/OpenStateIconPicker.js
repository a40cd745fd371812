import dayjs from 'dayjs';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The slot also receives an `ownerState`, which must not reach the DOM.
function ChevronIcon(props) {
  const { ownerState: _ownerState, ...iconProps } = props;
  const { open } = usePickerContext();
  return open ? <ExpandLessIcon {...iconProps} /> : <ExpandMoreIcon {...iconProps} />;
}

export default function OpenStateIconPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2026-10-01')}
        slots={{ openPickerIcon: ChevronIcon }}
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
