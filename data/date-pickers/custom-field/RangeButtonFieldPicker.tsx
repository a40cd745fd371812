import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker, DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid()) {
    return 'Any dates';
  }
  if (!end?.isValid()) {
    return `From ${start.format('MMM D')}`;
  }
  const nights = end.diff(start, 'day');
  return `${start.format('MMM D')} – ${end.format('MMM D')} (${nights} ${nights === 1 ? 'night' : 'nights'})`;
}

function RangeButtonField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Button
      id={forwardedProps.id}
      ref={handleRef}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      disabled={picker.disabled}
      aria-haspopup="dialog"
      aria-expanded={picker.open}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {formatRange(picker.value)}
    </Button>
  );
}

// One element shows both dates: the range picker must treat it as a single-input field.
RangeButtonField.fieldType = 'single-input' as const;

export default function RangeButtonFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2026-07-04'), dayjs('2026-07-11')]}
        slots={{ field: RangeButtonField }}
        slotProps={{ actionBar: { actions: ['clear'] } }}
      />
    </LocalizationProvider>
  );
}
