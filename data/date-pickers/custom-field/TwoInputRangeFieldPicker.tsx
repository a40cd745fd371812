import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker, DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const labels: Record<RangePosition, string> = { start: 'Check-in', end: 'Check-out' };

function StayField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition, setRangePosition } = usePickerRangePositionContext();
  // The popup is anchored to the whole row, under both inputs.
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);

  const openAt = (position: RangePosition) => {
    setRangePosition(position);
    picker.setOpen(true);
  };

  const renderInput = (position: RangePosition) => {
    const date = picker.value[position === 'start' ? 0 : 1];
    return (
      <TextField
        label={labels[position]}
        value={date?.isValid() ? date.format('ddd, MMM D') : ''}
        placeholder="Choose a day"
        disabled={picker.disabled}
        // Highlights the input whose date the calendar is choosing.
        focused={picker.open && rangePosition === position ? true : undefined}
        onClick={() => openAt(position)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            openAt(position);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        }}
      />
    );
  };

  return (
    <Stack id={forwardedProps.id} ref={handleRef} direction="row" spacing={1}>
      {renderInput('start')}
      {renderInput('end')}
    </Stack>
  );
}

// Two inputs, one per end of the range. 'multi-input' is also what the picker assumes when a
// custom field sets nothing, but stating it keeps the intent visible.
StayField.fieldType = 'multi-input' as const;

export default function TwoInputRangeFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs('2026-07-04'), null]} slots={{ field: StayField }} />
    </LocalizationProvider>
  );
}
