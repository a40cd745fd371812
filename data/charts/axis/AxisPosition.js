import { LineChart } from '@mui/x-charts/LineChart';

const depths = [0, 10, 20, 30, 40, 50, 60, 80, 100];
const temperature = [18.2, 17.9, 16.5, 12.1, 9.4, 8.2, 7.6, 7.1, 6.9];

export default function AxisPosition() {
  return (
    <LineChart
      height={320}
      // The x-axis reads like a header on top, the y-axis sits on the right.
      xAxis={[{ data: depths, position: 'top', label: 'Depth (m)', scaleType: 'linear' }]}
      yAxis={[{ position: 'right', label: 'Water temperature (°C)', width: 60, min: 0 }]}
      series={[{ id: 'temp', data: temperature, label: 'Lake temperature', curve: 'monotoneX' }]}
      hideLegend
    />
  );
}
