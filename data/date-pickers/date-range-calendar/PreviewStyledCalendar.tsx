import dayjs from 'dayjs';
import { alpha, styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// The default day paints the selected band from `isHighlighting` and the hover preview
// from `isPreviewing`; this version darkens the band and outlines the preview,
// without rebuilding the cell.
const ContrastDay = styled(DateRangePickerDay)(({ theme }) => ({
  variants: [
    {
      props: { isHighlighting: true, outsideCurrentMonth: false },
      style: { backgroundColor: alpha(theme.palette.primary.main, 0.3) },
    },
    {
      props: { isPreviewing: true },
      style: { outline: `2px dashed ${theme.palette.primary.dark}`, outlineOffset: -2 },
    },
  ],
}));

function Day(props: DateRangePickerDayProps) {
  return <ContrastDay {...props} />;
}

export default function PreviewStyledCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar calendars={1} defaultValue={[dayjs('2026-05-11'), dayjs('2026-05-15')]} slots={{ day: Day }} />
    </LocalizationProvider>
  );
}
