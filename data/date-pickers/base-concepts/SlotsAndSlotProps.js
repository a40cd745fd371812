import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        // `slots` swaps a part for another component...
        slots={{ openPickerIcon: EventAvailableIcon }}
        // ...and `slotProps` passes props to a part, whichever component renders it.
        slotProps={{
          textField: { variant: 'filled', size: 'small', helperText: 'We deliver Monday to Saturday' },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['today', 'accept'] },
        }}
        closeOnSelect={false}
      />
    </LocalizationProvider>
  );
}
