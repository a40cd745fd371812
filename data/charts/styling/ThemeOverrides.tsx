import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';
import Stack from '@mui/material/Stack';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// A function theme receives the page theme and returns it with extra component overrides,
// so colors, fonts and the light/dark mode of the page are kept.
// Without a surrounding theme (a bare render), it starts from the default theme.
function withChartOverrides(outerTheme: Theme): Theme {
  const base = 'palette' in outerTheme ? outerTheme : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      MuiChartsAxis: {
        styleOverrides: {
          root: {
            '& .MuiChartsAxis-line, & .MuiChartsAxis-tick': { stroke: 'transparent' },
            '& .MuiChartsAxis-tickLabel': { fontSize: 11, fontWeight: 600 },
          },
        },
      },
      MuiChartsGrid: {
        styleOverrides: { line: { strokeDasharray: '2 4' } },
      },
    },
  };
}

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withChartOverrides}>
      {/* Both charts pick up the overrides without any sx. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[{ id: 'visits', data: [3.1, 3.4, 3.2, 4.0, 4.6, 5.1], label: 'Visits (k)' }]}
          grid={{ horizontal: true }}
        />
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ id: 'orders', data: [120, 135, 128, 160, 171, 190], label: 'Orders' }]}
          grid={{ horizontal: true }}
        />
      </Stack>
    </ThemeProvider>
  );
}
