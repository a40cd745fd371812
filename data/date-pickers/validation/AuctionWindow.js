import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// Bids are accepted from May 4, 2026 at 09:30 to May 6, 2026 at 18:45.
const opens = dayjs('2026-05-04T09:30');
const closes = dayjs('2026-05-06T18:45');

export default function AuctionWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        ampm={false}
        defaultValue={dayjs('2026-05-06T12:00')}
        minDateTime={opens}
        maxDateTime={closes}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
