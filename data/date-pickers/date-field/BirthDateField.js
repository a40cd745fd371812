import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const latest = dayjs('2008-04-17');

export default function BirthDateField() {
  const [birthDate, setBirthDate] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280 }}>
        <DateField
          label="Date of birth"
          value={birthDate}
          onChange={(newValue) => setBirthDate(newValue)}
          maxDate={latest}
          helperText="You must be 18 or older (born on or before 04/17/2008)."
        />
        <Typography variant="body2">
          Value: {birthDate === null ? 'null' : birthDate.isValid() ? birthDate.format('YYYY-MM-DD') : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
