import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 12 }, (_, index) => `${String(index * 2).padStart(2, '0')}:00`);
// `null` marks a reading that never arrived (the sensor lost its connection).
const greenhouse = [18.2, 17.6, 17.1, null, null, 21.4, 24.8, 26.1, 25.3, null, 21.0, 19.4];
const outdoor = [9.1, 8.4, 7.9, null, null, 12.6, 15.9, 17.2, 16.4, null, 12.1, 10.3];

const celsius = (value: number | null) => (value === null ? 'no reading' : `${value.toFixed(1)} °C`);

export default function SensorGaps() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[
        // The gaps stay visible: the reader sees when data is missing.
        { id: 'greenhouse', data: greenhouse, label: 'Greenhouse (gaps)', valueFormatter: celsius },
        // The same kind of data drawn through the gaps, for a continuous trend.
        { id: 'outdoor', data: outdoor, label: 'Outdoor (connected)', connectNulls: true, valueFormatter: celsius },
      ]}
    />
  );
}
