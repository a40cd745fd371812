import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// What a server might send: a calendar date and a moment, both as strings.
const loaded = { dueDate: '2026-05-04', remindAt: '2026-05-03T07:30:00.000Z' };

export default function ApiStringBoundary() {
  const [payload, setPayload] = React.useState(loaded);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 280 }}>
          <DatePicker
            label="Due date"
            // In: parse the string once, when the picker is created.
            defaultValue={dayjs(loaded.dueDate)}
            onChange={(value, context) => {
              // Out: only values that pass validation; a date without time goes back as a date.
              if (context.validationError === null) {
                setPayload((previous) => ({ ...previous, dueDate: value?.format('YYYY-MM-DD') ?? null }));
              }
            }}
          />
          <DateTimePicker
            label="Reminder"
            defaultValue={dayjs(loaded.remindAt)}
            onChange={(value, context) => {
              // A moment in time goes back as a UTC instant.
              if (context.validationError === null) {
                setPayload((previous) => ({ ...previous, remindAt: value?.toISOString() ?? null }));
              }
            }}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Request body
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}
          >
            {JSON.stringify(payload, null, 2)}
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
