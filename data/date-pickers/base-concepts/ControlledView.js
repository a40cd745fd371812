import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const views = ['year', 'month', 'day'];

export default function ControlledView() {
  const [view, setView] = React.useState('year');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1}>
          {views.map((item) => (
            <Button
              key={item}
              size="small"
              variant={item === view ? 'contained' : 'outlined'}
              onClick={() => setView(item)}
            >
              {item}
            </Button>
          ))}
        </Stack>
        <DateCalendar views={views} view={view} onViewChange={setView} referenceDate={dayjs('2026-04-17')} />
        <Typography variant="body2" role="status">
          Current view: {view}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
