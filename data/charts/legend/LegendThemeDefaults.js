import { createTheme, ThemeProvider } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Every legend inside this theme toggles its series on click and uses uppercase labels.
const theme = createTheme({
  components: {
    MuiChartsLegend: {
      defaultProps: { toggleVisibilityOnClick: true },
      styleOverrides: {
        root: {
          [`& .${legendClasses.label}`]: { textTransform: 'uppercase', letterSpacing: '0.04em' },
        },
      },
    },
  },
});

export default function LegendThemeDefaults() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
          series={[
            { id: 'visits', label: 'Visits', data: [12, 19, 15, 22, 17] },
            { id: 'calls', label: 'Calls', data: [7, 9, 11, 8, 6] },
          ]}
        />
        <PieChart
          height={240}
          series={[
            {
              id: 'channels',
              innerRadius: 40,
              data: [
                { id: 'email', value: 44, label: 'Email' },
                { id: 'chat', value: 35, label: 'Chat' },
                { id: 'phone', value: 21, label: 'Phone' },
              ],
            },
          ]}
        />
      </Stack>
    </ThemeProvider>
  );
}
