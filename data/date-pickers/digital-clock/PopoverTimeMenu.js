import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function PopoverTimeMenu() {
  const [anchor, setAnchor] = React.useState(null);
  const [reminder, setReminder] = React.useState(dayjs('2026-04-17T09:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Button
        variant="outlined"
        startIcon={<ScheduleIcon />}
        aria-haspopup="listbox"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Remind me at {reminder.format('h:mm A')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <DigitalClock
          aria-label="Reminder time"
          value={reminder}
          onChange={(newValue, selectionState) => {
            if (newValue) {
              setReminder(newValue);
            }
            // A click finishes the selection: close the menu.
            if (selectionState === 'finish') {
              setAnchor(null);
            }
          }}
          timeStep={15}
          autoFocus
          sx={{ maxHeight: 240 }}
        />
      </Popover>
    </LocalizationProvider>
  );
}
