import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, pickersOutlinedInputClasses } from '@mui/x-date-pickers/PickersTextField';

// A rounded, tinted variant of the section-based text field.
const PillTextField = styled(PickersTextField)(({ theme }) => ({
  [`& .${pickersOutlinedInputClasses.root}`]: {
    borderRadius: 999,
    backgroundColor: theme.palette.action.hover,
  },
  [`& .${pickersOutlinedInputClasses.sectionsContainer}`]: {
    fontVariantNumeric: 'tabular-nums',
  },
}));

export default function StyledPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Check-in" defaultValue={dayjs('2026-04-17')} slots={{ textField: PillTextField }} />
    </LocalizationProvider>
  );
}
