import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Extends the page's theme (light or dark) with defaults for the pickers below it.
// Falls back to the default theme when the demo is rendered without a surrounding theme.
const withPickerDefaults = (outerTheme: Theme): Theme => {
  const base = 'palette' in outerTheme ? outerTheme : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      MuiDatePicker: {
        defaultProps: {
          format: 'YYYY-MM-DD',
          displayWeekNumber: true,
          slotProps: { textField: { size: 'small' } },
        },
      },
      MuiDateCalendar: {
        defaultProps: { showDaysOutsideCurrentMonth: true, fixedWeekNumber: 6 },
      },
      MuiPickersDay: {
        styleOverrides: {
          // Rounded squares instead of circles, in every calendar under this theme.
          root: { borderRadius: 8 },
        },
      },
    },
  };
};

export default function ThemeDefaultsPickers() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        {/* No format, size or calendar props here: they all come from the theme. */}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={2}>
            <DatePicker label="Start" defaultValue={dayjs('2026-04-17')} />
            <DatePicker label="End" defaultValue={dayjs('2026-05-08')} />
          </Stack>
          <DateCalendar defaultValue={dayjs('2026-04-17')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
