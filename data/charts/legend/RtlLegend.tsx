import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function RtlLegend() {
  const outerTheme = useTheme();
  const rtlTheme = createTheme(outerTheme, { direction: 'rtl' });
  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl">
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: quarters, reverse: true }]}
          yAxis={[{ position: 'right' }]}
          series={[
            { id: 'sales', label: 'مبيعات', data: [52, 61, 58, 70] },
            { id: 'returns', label: 'مرتجعات', data: [6, 8, 5, 7] },
          ]}
          slotProps={{ legend: { direction: 'vertical', position: { vertical: 'top', horizontal: 'start' } } }}
          // SVG text anchors follow the text direction: keep the axis labels left-to-right.
          sx={{ '& svg text': { direction: 'ltr' } }}
        />
      </Box>
    </ThemeProvider>
  );
}
