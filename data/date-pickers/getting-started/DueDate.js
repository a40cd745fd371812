import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DueDate() {
  const [dueDate, setDueDate] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280 }}>
        <DatePicker label="Due date" value={dueDate} onChange={setDueDate} />
        <Typography variant="body2">
          {dueDate?.isValid() ? `Due on ${dueDate.format('dddd, MMMM D, YYYY')}` : 'No due date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
