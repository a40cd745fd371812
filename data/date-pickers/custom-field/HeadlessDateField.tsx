import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';

interface PlainDateInputProps {
  id: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}

function PlainDateInput(props: PlainDateInputProps) {
  const fieldProps = { ...props, enableAccessibleFieldDOMStructure: false as const };
  // The hook does the section logic; we only render a native input with its props.
  const {
    // Props that a native <input> does not understand:
    clearable: _clearable,
    onClear: _onClear,
    openPickerAriaLabel: _openPickerAriaLabel,
    enableAccessibleFieldDOMStructure: _enableAccessibleFieldDOMStructure,
    focused: _focused,
    error,
    inputRef,
    ...inputProps
  } = useDateField<false, typeof fieldProps>(fieldProps);

  return (
    <Box
      component="input"
      {...inputProps}
      ref={inputRef}
      aria-invalid={error}
      sx={{
        font: 'inherit',
        fontSize: 18,
        padding: 1,
        width: 200,
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 2,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus': { outline: 'none', borderColor: 'primary.main' },
      }}
    />
  );
}

export default function HeadlessDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <label htmlFor="headless-field">
          <Typography variant="body2" component="span">
            Inspection date
          </Typography>
        </label>
        <PlainDateInput id="headless-field" value={value} onChange={setValue} />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'empty or incomplete'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
