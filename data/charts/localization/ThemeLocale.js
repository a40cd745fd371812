import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ptBR } from '@mui/x-charts-pro/locales';

const months = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const rainfall = [240, 215, 200, 120, 70, 45, 40, 35, 60, 115, 140, 205];

export default function ThemeLocale() {
  // Extend the page's theme so the demo keeps the light or dark mode around it.
  const outerTheme = useTheme();
  const theme = createTheme(outerTheme, ptBR);
  return (
    <ThemeProvider theme={theme}>
      <LineChartPro
        height={300}
        showToolbar
        xAxis={[{ scaleType: 'point', data: months, zoom: true }]}
        yAxis={[{ label: 'Chuva (mm)', width: 60 }]}
        series={[
          {
            data: rainfall,
            label: 'Chuva mensal em Manaus',
            valueFormatter: (value) => (value === null ? '' : `${value.toLocaleString('pt-BR')} mm`),
          },
        ]}
      />
    </ThemeProvider>
  );
}
