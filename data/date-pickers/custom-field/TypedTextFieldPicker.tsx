import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import EventIcon from '@mui/icons-material/Event';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

const ISO = 'YYYY-MM-DD';

// A free-text field: the user types an ISO date, which is parsed when the input loses focus.
function IsoTextField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);
  const [text, setText] = React.useState(() => (picker.value?.isValid() ? picker.value.format(ISO) : ''));

  // Keep the text in sync when the value changes from the calendar
  // (state adjusted during render, the pattern React recommends over an effect).
  const [lastValue, setLastValue] = React.useState(picker.value);
  if (picker.value !== lastValue) {
    setLastValue(picker.value);
    if (picker.value?.isValid()) {
      setText(picker.value.format(ISO));
    }
  }

  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const commit = () => {
    // The adapter parses strictly: an empty text gives null, anything that is not
    // YYYY-MM-DD gives an invalid date, which the validation reports as 'invalidDate'.
    picker.setValue(adapter.parse(text, ISO));
  };

  return (
    <TextField
      id={forwardedProps.id}
      ref={handleRef}
      label={picker.label}
      placeholder={ISO}
      value={text}
      error={hasValidationError}
      helperText={hasValidationError ? 'Use YYYY-MM-DD, a weekday in 2026.' : ' '}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Open calendar" onClick={() => picker.setOpen(true)}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function TypedTextFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Go-live date"
        defaultValue={dayjs('2026-04-17')}
        minDate={dayjs('2026-01-01')}
        maxDate={dayjs('2026-12-31')}
        shouldDisableDate={isWeekend}
        slots={{ field: IsoTextField }}
      />
    </LocalizationProvider>
  );
}
