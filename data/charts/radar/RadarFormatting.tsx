import { RadarChart } from '@mui/x-charts/RadarChart';

// Short codes around the chart, full names in the tooltip.
const names: Record<string, string> = {
  VO2: 'VO₂ max (ml/kg/min)',
  HR: 'Resting heart rate (bpm)',
  FLX: 'Flexibility (cm)',
  GRP: 'Grip strength (kg)',
  BAL: 'Balance (s)',
};

const metrics = [
  { name: 'VO2', min: 30, max: 60 },
  { name: 'HR', min: 40, max: 80 },
  { name: 'FLX', max: 40 },
  { name: 'GRP', min: 20, max: 60 },
  { name: 'BAL', max: 60 },
];
const units = ['ml/kg/min', 'bpm', 'cm', 'kg', 's'];

export default function RadarFormatting() {
  return (
    <RadarChart
      height={340}
      radar={{
        metrics,
        labelGap: 12,
        labelFormatter: (name, { location }) => (location === 'tick' ? name : names[name]),
      }}
      series={[
        {
          id: 'march',
          label: 'March test',
          data: [42, 64, 18, 38, 25],
          // The context gives the index of the metric, which picks the unit.
          valueFormatter: (value, { dataIndex }) => `${value} ${units[dataIndex]}`,
        },
        {
          id: 'june',
          label: 'June test',
          data: [47, 58, 24, 41, 40],
          valueFormatter: (value, { dataIndex }) => `${value} ${units[dataIndex]}`,
        },
      ]}
    />
  );
}
