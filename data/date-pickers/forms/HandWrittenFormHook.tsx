import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

// --- A tiny form-state hook, in the spirit of form libraries ---------------
type Values = Record<string, Dayjs | null>;
type Rule<V extends Values> = (value: V[keyof V], values: V) => string | null;

function useTinyForm<V extends Values>(initialValues: V, rules: Partial<Record<keyof V, Rule<V>>>) {
  const [values, setValues] = React.useState<V>(initialValues);
  const [pickerErrors, setPickerErrors] = React.useState<Partial<Record<keyof V, string>>>({});
  const [touched, setTouched] = React.useState<Partial<Record<keyof V, boolean>>>({});

  const getError = (name: keyof V): string | null => pickerErrors[name] ?? rules[name]?.(values[name], values) ?? null;

  // Returns the props a picker needs, like `register` or `Controller` in form libraries.
  const field = (name: keyof V & string, label: string) => {
    const error = touched[name] ? getError(name) : null;
    return {
      name,
      label,
      value: values[name],
      onChange: (newValue: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
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

  const handleSubmit = (onValid: (valid: V) => void) => (event: React.FormEvent) => {
    event.preventDefault();
    const names = Object.keys(values) as (keyof V)[];
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<keyof V, boolean>>);
    if (names.every((name) => getError(name) === null)) {
      onValid(values);
    }
  };

  return { field, handleSubmit };
}
// ---------------------------------------------------------------------------

interface TripValues extends Values {
  departure: Dayjs | null;
  return: Dayjs | null;
}

const initialValues: TripValues = { departure: dayjs('2026-04-17'), return: null };

const rules: Partial<Record<keyof TripValues, Rule<TripValues>>> = {
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
  const [summary, setSummary] = React.useState<string | null>(null);

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
