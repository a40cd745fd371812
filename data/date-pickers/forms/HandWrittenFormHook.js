import * as React from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function useTinyForm(initialValues, rules) {
  const [values, setValues] = React.useState(initialValues);
  const [pickerErrors, setPickerErrors] = React.useState({});
  const [touched, setTouched] = React.useState({});

  const getError = (name) => pickerErrors[name] ?? rules[name]?.(values[name], values) ?? null;

  // Returns the props a picker needs, like `register` or `Controller` in form libraries.
  const field = (name, label) => {
    const error = touched[name] ? getError(name) : null;
    return {
      name,
      label,
      value: values[name],
      onChange: (newValue, context) => {
        setValues((previous) => ({ ...previous, [name]: newValue }));
        setPickerErrors((previous) => ({
          ...previous,
          [name]: context.validationError ? `Invalid date (${context.validationError})` : undefined,
        }));
      },
      onClose: () => setTouched((previous) => ({ ...previous, [name]: true })),
      slotProps: {
        textField: {
          error: error !== null,
          helperText: error ?? ' ',
        },
      },
    };
  };

  const handleSubmit = (onValid) => (event) => {
    event.preventDefault();
    const names = Object.keys(values);
    setTouched(Object.fromEntries(names.map((name) => [name, true])));
    if (names.every((name) => getError(name) === null)) {
      onValid(values);
    }
  };

  return { field, handleSubmit };
}

const initialValues = { departure: dayjs('2026-04-17'), return: null };

const rules = {
  departure: (value) => (value ? null : 'Departure is required.'),
  return: (value, values) => {
    if (!value) {
      return 'Return is required.';
    }
    return values.departure && value.isBefore(values.departure, 'day') ? 'Return must be on or after departure.' : null;
  },
};

export default function HandWrittenFormHook() {
  const { field, handleSubmit } = useTinyForm(initialValues, rules);
  const [summary, setSummary] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        spacing={1}
        sx={{ width: 320 }}
        onSubmit={handleSubmit((valid) =>
          setSummary(`Trip from ${valid.departure?.format('MMM D')} to ${valid.return?.format('MMM D')}.`),
        )}
      >
        <DatePicker {...field('departure', 'Departure')} />
        <DatePicker {...field('return', 'Return')} />
        <Button type="submit" variant="contained">
          Save trip
        </Button>
        {summary && <Alert severity="success">{summary}</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
