import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';

// Fixed "today" (a Friday) keeps the demo reproducible.
const today = dayjs('2026-04-17');

function nextBusinessDay(from: Dayjs) {
  let day = from.add(1, 'day');
  while (day.day() === 0 || day.day() === 6) {
    day = day.add(1, 'day');
  }
  return day;
}

function BusinessActionBar(props: PickersActionBarProps) {
  const { className } = props;
  // Only actions: this component never re-renders when the value changes.
  const { setValue, clearValue, cancelValueChanges } = usePickerActionsContext<Dayjs | null>();

  return (
    <DialogActions className={className}>
      <Button onClick={clearValue}>No date</Button>
      <Button onClick={cancelValueChanges}>Cancel</Button>
      <Button variant="contained" onClick={() => setValue(nextBusinessDay(today), { changeImportance: 'accept' })}>
        Next business day
      </Button>
    </DialogActions>
  );
}

export default function NextBusinessDayActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Ship on" referenceDate={today} slots={{ actionBar: BusinessActionBar }} />
    </LocalizationProvider>
  );
}
