import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2020', '2021', '2022', '2023', '2024', '2025'];

export default function AccessibleLines() {
  return (
    <LineChart
      height={300}
      title="Library loans by format"
      desc="E-book loans overtook printed loans in 2023 and reached 61,000 in 2025, while printed loans fell to 38,000."
      // Tab into the chart, then move between points with the arrow keys.
      enableKeyboardNavigation
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { id: 'print', data: [72, 66, 58, 49, 43, 38], label: 'Printed books (thousands)' },
        { id: 'ebook', data: [21, 30, 41, 52, 57, 61], label: 'E-books (thousands)' },
      ]}
    />
  );
}
