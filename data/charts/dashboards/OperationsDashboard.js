import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const gauges = [
  { id: 'cpu', label: 'CPU', value: 63, color: '#1e88e5' },
  { id: 'memory', label: 'Memory', value: 81, color: '#fb8c00' },
  { id: 'disk', label: 'Disk', value: 42, color: '#43a047' },
];
const minutes = Array.from({ length: 30 }, (_, index) => index);
const errors = minutes.map(
  (minute) => 4 + ((minute * 7) % 5) + (minute >= 18 && minute <= 22 ? 14 - Math.abs(20 - minute) * 3 : 0),
);

export default function OperationsDashboard() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Cluster usage</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 1 }}>
          {gauges.map((gauge) => (
            <Box key={gauge.id} sx={{ textAlign: 'center' }}>
              <Gauge
                height={110}
                value={gauge.value}
                startAngle={-110}
                endAngle={110}
                innerRadius="75%"
                text={({ value }) => `${value}%`}
                sx={{ [`& .${gaugeClasses.valueArc}`]: { fill: gauge.color } }}
              />
              <Typography variant="caption">{gauge.label}</Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">HTTP 5xx errors per minute (last 30 minutes)</Typography>
        <LineChart
          height={240}
          xAxis={[{ data: minutes, valueFormatter: (minute) => `-${30 - minute} min` }]}
          yAxis={[{ min: 0, max: 25 }]}
          series={[{ id: 'errors', data: errors, label: 'Errors', showMark: false, area: true, color: '#e53935' }]}
          hideLegend
        >
          <ChartsReferenceLine
            y={15}
            label="Alert threshold"
            labelAlign="start"
            lineStyle={{ strokeDasharray: '5 5' }}
          />
        </LineChart>
      </Paper>
    </Box>
  );
}
