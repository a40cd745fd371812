import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The archive only holds the census years, one every ten years.
const isNotCensusYear = (year: Dayjs) => year.year() % 10 !== 0;

export default function CensusYears() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Census year"
        views={['year']}
        minDate={dayjs('1900-01-01')}
        maxDate={dayjs('2020-12-31')}
        defaultValue={dayjs('2015-01-01')}
        shouldDisableYear={isNotCensusYear}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableYear' ? 'No census was taken that year.' : 'Census years from 1900 to 2020.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
