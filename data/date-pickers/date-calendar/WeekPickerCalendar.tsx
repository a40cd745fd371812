import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekDayExtraProps {
  selectedWeek?: Dayjs | null;
}

const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inWeek' && prop !== 'roundStart' && prop !== 'roundEnd',
})<{ inWeek: boolean; roundStart: boolean; roundEnd: boolean }>(({ theme, inWeek, roundStart, roundEnd }) => ({
  ...(inWeek && {
    borderRadius: 0,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
  ...(inWeek && roundStart && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(inWeek && roundEnd && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
}));

function WeekDayButton(props: PickersDayProps & WeekDayExtraProps) {
  const { selectedWeek, day, isFirstVisibleCell, isLastVisibleCell, ...other } = props;
  const inWeek = selectedWeek != null && day.isSame(selectedWeek, 'week');

  return (
    <WeekDay
      {...other}
      day={day}
      isFirstVisibleCell={isFirstVisibleCell}
      isLastVisibleCell={isLastVisibleCell}
      // No gap between cells, so that the week reads as one band.
      disableMargin
      // The band replaces the selection circle of the clicked day.
      selected={false}
      inWeek={inWeek}
      // The band is rounded at the ends of the week, and where the month starts or ends mid-week.
      roundStart={day.day() === 0 || isFirstVisibleCell}
      roundEnd={day.day() === 6 || isLastVisibleCell}
    />
  );
}

export default function WeekPickerCalendar() {
  const [week, setWeek] = React.useState<Dayjs | null>(dayjs('2026-04-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={week}
          onChange={setWeek}
          referenceDate={dayjs('2026-04-15')}
          slots={{ day: WeekDayButton }}
          slotProps={{ day: { selectedWeek: week } as Partial<PickersDayProps> }}
        />
        <Typography variant="body2" role="status">
          {week
            ? `Sprint: ${week.startOf('week').format('MMM D')} – ${week.endOf('week').format('MMM D, YYYY')}`
            : 'No sprint selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
