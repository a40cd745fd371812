import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function ChipField(props) {
  // Internal props (value, format, validation…) stay with the picker. Only the `id`
  // is forwarded to the Chip, so no text-field-only prop reaches the DOM.
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { id } = forwardedProps;
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(picker.rootRef, picker.triggerRef);
  const text = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : placeholder;

  return (
    <Chip
      id={id}
      ref={handleRef}
      icon={<EventIcon />}
      label={picker.label ? `${picker.label}: ${text}` : text}
      onClick={() => picker.setOpen((open) => !open)}
      color={picker.open ? 'primary' : 'default'}
      variant="outlined"
    />
  );
}

export default function ChipDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Deadline" defaultValue={dayjs('2026-04-17')} slots={{ field: ChipField }} />
    </LocalizationProvider>
  );
}
