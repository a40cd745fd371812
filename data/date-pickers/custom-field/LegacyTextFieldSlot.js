import * as React from 'react';
import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// With the non-accessible DOM structure, the slot receives ordinary TextField props,
// including the visible <input> and its handlers.
function MonospaceTextField(props) {
  return <TextField {...props} sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 1 } }} />;
}

export default function LegacyTextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Batch date"
        enableAccessibleFieldDOMStructure={false}
        defaultValue={dayjs('2026-04-17')}
        slots={{ textField: MonospaceTextField }}
      />
    </LocalizationProvider>
  );
}
