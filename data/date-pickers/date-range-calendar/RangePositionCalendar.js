import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RangePositionCalendar() {
  const [range, setRange] = React.useState([dayjs('2026-04-10'), dayjs('2026-04-14')]);
  const [position, setPosition] = React.useState('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, next) => {
            if (next) {
              setPosition(next);
            }
          }}
        >
          <ToggleButton value="start">Edit start ({range[0] ? range[0].format('MMM D') : '—'})</ToggleButton>
          <ToggleButton value="end">Edit end ({range[1] ? range[1].format('MMM D') : '—'})</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={range}
          onChange={(newRange) => setRange(newRange)}
          rangePosition={position}
          onRangePositionChange={setPosition}
          disableDragEditing
        />
      </Stack>
    </LocalizationProvider>
  );
}
