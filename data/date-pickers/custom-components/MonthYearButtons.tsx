import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Square buttons, four per row; selected months in bold, disabled years struck through.
const buttonSx = { borderRadius: 1, width: 64 };

export default function MonthYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        views={['year', 'month']}
        openTo="month"
        monthsPerRow={4}
        yearsPerRow={4}
        disableFuture
        slotProps={{
          monthButton: (ownerState) => ({
            sx: { ...buttonSx, fontWeight: ownerState.isMonthSelected ? 700 : 400 },
          }),
          yearButton: (ownerState) => ({
            sx: { ...buttonSx, textDecoration: ownerState.isYearDisabled ? 'line-through' : 'none' },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
