import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const monthFormatter = new Intl.DateTimeFormat('ar-EG', { month: 'long', timeZone: 'UTC' });
const numberFormatter = new Intl.NumberFormat('ar-EG');
const months = Array.from({ length: 6 }, (_, index) => new Date(Date.UTC(2025, index, 1)));
const visitors = [1250, 1420, 1810, 2240, 2610, 2980];

export default function RightToLeftChart() {
  const outerTheme = useTheme();
  const theme = createTheme(outerTheme, { direction: 'rtl' });
  return (
    <ThemeProvider theme={theme}>
      {/* The HTML parts (legend, tooltip) follow dir="rtl"; the SVG keeps a left-to-right
          text direction so that tick labels are anchored next to their ticks. */}
      <Box dir="rtl" sx={{ '& .MuiChartsSurface-root': { direction: 'ltr' } }}>
        <BarChart
          height={300}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
          xAxis={[
            {
              scaleType: 'band',
              data: months,
              reverse: true,
              valueFormatter: (date: Date) => monthFormatter.format(date),
            },
          ]}
          yAxis={[{ position: 'right', width: 60, valueFormatter: (value: number) => numberFormatter.format(value) }]}
          series={[
            {
              data: visitors,
              label: 'الزوار',
              valueFormatter: (value) => (value === null ? '' : numberFormatter.format(value)),
            },
          ]}
        />
      </Box>
    </ThemeProvider>
  );
}
