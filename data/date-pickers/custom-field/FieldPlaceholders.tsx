import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        localeText={{
          fieldDayPlaceholder: () => 'dd',
          fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
          fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        }}
      />
    </LocalizationProvider>
  );
}
