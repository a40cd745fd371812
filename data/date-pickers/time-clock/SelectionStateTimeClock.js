import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function SelectionStateTimeClock() {
  const [value, setValue] = React.useState(dayjs('2026-02-02T09:00'));
  const [counts, setCounts] = React.useState({ partial: 0, shallow: 0, finish: 0 });
  const [saved, setSaved] = React.useState('09:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <TimeClock
          ampm={false}
          value={value}
          onChange={(newValue, selectionState) => {
            setValue(newValue);
            if (selectionState) {
              setCounts((previous) => ({ ...previous, [selectionState]: previous[selectionState] + 1 }));
            }
            if (selectionState === 'finish' && newValue) {
              setSaved(newValue.format('HH:mm'));
            }
          }}
        />
        <Typography variant="body2" aria-live="polite">
          onChange calls: {counts.shallow} shallow, {counts.partial} partial, {counts.finish} finish. Saved: {saved}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
