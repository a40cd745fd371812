import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const delivery = dayjs('2026-04-07');

export default function FormattedDateFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateField label="DD.MM.YYYY, spacious" format="DD.MM.YYYY" formatDensity="spacious" defaultValue={delivery} />
        <DateField label="Month name" format="MMMM D, YYYY" defaultValue={delivery} />
        <DateField label="M/D/YYYY, padded (default)" format="M/D/YYYY" defaultValue={delivery} />
        <DateField
          label="M/D/YYYY, respecting leading zeros"
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          defaultValue={delivery}
        />
        <DateField label="Clearable" clearable defaultValue={delivery} />
      </Stack>
    </LocalizationProvider>
  );
}
