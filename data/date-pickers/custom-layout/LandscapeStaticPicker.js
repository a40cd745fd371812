import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2026-04-17');

export default function LandscapeStaticPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={today}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd, MMM D', hidden: false },
          actionBar: { actions: ['today', 'cancel', 'accept'] },
          shortcuts: {
            items: [
              { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
              { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
            ],
          },
        }}
      />
    </LocalizationProvider>
  );
}
