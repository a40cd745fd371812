import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function ButtonField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);
  const valueText = picker.value?.isValid() ? picker.value.format('ddd, MMM D') : 'Pick a date';

  return (
    <Button
      id={forwardedProps.id}
      ref={handleRef}
      variant="outlined"
      startIcon={<CalendarMonthIcon />}
      disabled={picker.disabled}
      aria-haspopup="dialog"
      aria-expanded={picker.open}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${valueText}` : valueText}
    </Button>
  );
}

export default function ButtonFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Publish" defaultValue={dayjs('2026-04-17')} slots={{ field: ButtonField }} />
    </LocalizationProvider>
  );
}
