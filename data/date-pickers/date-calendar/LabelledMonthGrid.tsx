import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function LabelledMonthGrid() {
  const monthLabelId = React.useId();
  const yearLabelId = React.useId();
  const [fiscalStart, setFiscalStart] = React.useState<Dayjs>(dayjs('2026-07-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          {/* The heading names the grid: screen readers announce it when the focus enters. */}
          <Typography id={monthLabelId} variant="subtitle2" component="h3">
            Fiscal year starts in
          </Typography>
          <MonthCalendar gridLabelId={monthLabelId} value={fiscalStart} onChange={setFiscalStart} monthsPerRow={4} />
        </Stack>
        <Stack spacing={1}>
          <Typography id={yearLabelId} variant="subtitle2" component="h3">
            First fiscal year
          </Typography>
          <YearCalendar
            gridLabelId={yearLabelId}
            value={fiscalStart}
            onChange={setFiscalStart}
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2031-12-31')}
            yearsPerRow={4}
          />
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Fiscal year {fiscalStart.format('YYYY')} runs from {fiscalStart.format('MMMM D, YYYY')} to{' '}
        {fiscalStart.add(1, 'year').subtract(1, 'day').format('MMMM D, YYYY')}.
      </Typography>
    </LocalizationProvider>
  );
}
