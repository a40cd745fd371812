import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError, FieldSelectedSections } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null (empty or partially filled)';
  }
  return value.isValid() ? value.format('dddd, MMMM D, YYYY') : 'an invalid date';
}

export default function SectionInspector() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 320 }}>
        <DateField
          label="Try the keyboard"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2">onChange value: {describe(value)}</Typography>
        <Typography variant="body2">Validation error: {error ?? 'none'}</Typography>
        <Typography variant="body2">Selected section: {selected === null ? 'none' : String(selected)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
