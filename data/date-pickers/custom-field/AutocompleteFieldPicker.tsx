import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import EventIcon from '@mui/icons-material/Event';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// The training runs on these dates only.
const sessions = ['2026-04-14', '2026-04-21', '2026-05-05', '2026-05-19', '2026-06-02'].map((date) => dayjs(date));
const sessionKeys = new Set(sessions.map((date) => date.format('YYYY-MM-DD')));

function AutocompleteField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const handleRef = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Autocomplete<Dayjs>
      ref={handleRef}
      id={forwardedProps.id}
      options={sessions}
      value={picker.value}
      onChange={(_event, newValue) => picker.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    size="small"
                    aria-label="Choose in the calendar"
                    onClick={() => picker.setOpen((open) => !open)}
                  >
                    <EventIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

const isNotASession = (day: Dayjs) => !sessionKeys.has(day.format('YYYY-MM-DD'));

export default function AutocompleteFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Training session"
        referenceDate={dayjs('2026-04-01')}
        shouldDisableDate={isNotASession}
        slots={{ field: AutocompleteField }}
      />
    </LocalizationProvider>
  );
}
