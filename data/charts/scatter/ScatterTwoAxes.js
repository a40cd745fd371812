import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Two measurements of the same engine runs, on scales with different units.
const runs = [1200, 1800, 2400, 3000, 3600, 4200, 4800, 5400];
const torque = [180, 215, 240, 252, 249, 238, 220, 196];
const consumption = [210, 222, 238, 255, 276, 301, 333, 371];

export default function ScatterTwoAxes() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Engine speed (rpm)' }]}
      yAxis={[
        { id: 'torque', label: 'Torque (Nm)', width: 60 },
        { id: 'fuel', label: 'Specific consumption (g/kWh)', position: 'right', width: 70 },
      ]}
      series={[
        { id: 'torque', yAxisId: 'torque', label: 'Torque', data: runs.map((x, i) => ({ id: i, x, y: torque[i] })) },
        {
          id: 'fuel',
          yAxisId: 'fuel',
          label: 'Fuel consumption',
          data: runs.map((x, i) => ({ id: i, x, y: consumption[i] })),
        },
      ]}
    />
  );
}
