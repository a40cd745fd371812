import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The countdown is measured from a fixed "today" so the demo always shows the same text.
const today = dayjs('2026-04-17');

function CountdownToolbar(props) {
  const { className } = props;
  const { value } = usePickerContext();
  const days = value?.isValid() ? value.diff(today, 'day') : null;

  return (
    <Box className={className} sx={{ gridColumn: '1 / -1', px: 3, pt: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Exam date
      </Typography>
      <Typography variant="h5" component="p">
        {value?.isValid() ? value.format('dddd, MMMM D') : 'Not chosen'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {days === null ? ' ' : `${days} day(s) after April 17, 2026`}
      </Typography>
    </Box>
  );
}

export default function CountdownToolbarPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-05-04')}
        orientation="portrait"
        slots={{ toolbar: CountdownToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
