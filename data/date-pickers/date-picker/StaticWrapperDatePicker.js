import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticWrapperDatePicker() {
  const [wrapper, setWrapper] = React.useState('mobile');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="displayStaticWrapperAs"
          value={wrapper}
          onChange={(_event, next) => {
            if (next) {
              setWrapper(next);
            }
          }}
        >
          <ToggleButton value="mobile">mobile</ToggleButton>
          <ToggleButton value="desktop">desktop</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker displayStaticWrapperAs={wrapper} defaultValue={dayjs('2026-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
