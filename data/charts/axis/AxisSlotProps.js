import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const countries = ['Norway', 'Chile', 'Kenya', 'Japan', 'Canada'];
const renewable = [98, 46, 90, 22, 68];

export default function AxisSlotProps() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: countries }]}
      yAxis={[{ max: 100, valueFormatter: (value) => `${value}%`, width: 50 }]}
      series={[
        { id: 'share', data: renewable, label: 'Renewable share of electricity', valueFormatter: (v) => `${v}%` },
      ]}
      // Chart-level slotProps reach every axis: dashed tick marks, a dimmer axis line, larger labels.
      slotProps={{
        axisTick: { strokeDasharray: '2 2' },
        axisLine: { stroke: theme.palette.text.disabled },
        axisTickLabel: { style: { fontSize: 13 } },
      }}
      hideLegend
    />
  );
}
