import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const views = ['hours', 'minutes', 'seconds'];

export default function TabsDrivenTimeClock() {
  const [view, setView] = React.useState('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <Tabs value={view} onChange={(_event, next) => setView(next)} aria-label="Clock unit">
          {views.map((unit) => (
            <Tab key={unit} value={unit} label={unit} />
          ))}
        </Tabs>
        <TimeClock
          views={views}
          view={view}
          onViewChange={(next) => setView(next)}
          ampm={false}
          defaultValue={dayjs('2026-02-02T07:45:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
