import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpenButtonLabel() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2026-04-17')}
          localeText={{
            openDatePickerDialogue: (formattedDate) =>
              formattedDate ? `Change the due date, now ${formattedDate}` : 'Set a due date',
          }}
          slotProps={{ openPickerButton: { title: 'Open the calendar' } }}
        />
        <TimePicker
          label="Reminder"
          localeText={{
            openTimePickerDialogue: (formattedTime) =>
              formattedTime ? `Change the reminder, now ${formattedTime}` : 'Set a reminder time',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
