import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReduceAnimationsCalendar() {
  const [reduceAnimations, setReduceAnimations] = React.useState(true);
  const [disableHighlightToday, setDisableHighlightToday] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={reduceAnimations} onChange={(event) => setReduceAnimations(event.target.checked)} />
            }
            label="reduceAnimations"
          />
          <FormControlLabel
            control={
              <Switch
                checked={disableHighlightToday}
                onChange={(event) => setDisableHighlightToday(event.target.checked)}
              />
            }
            label="disableHighlightToday"
          />
        </Stack>
        <DateCalendar
          defaultValue={dayjs().add(3, 'day')}
          views={['year', 'month', 'day']}
          reduceAnimations={reduceAnimations}
          disableHighlightToday={disableHighlightToday}
        />
      </Stack>
    </LocalizationProvider>
  );
}
