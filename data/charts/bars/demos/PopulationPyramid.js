import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+'];
// Thousands of residents per age group. Men are stored as negative numbers so their bars grow to the left.
const men = [-412, -438, -505, -561, -540, -588, -497, -341, -152];
const women = [393, 417, 489, 552, 537, 590, 524, 398, 251];

const absolute = (value) => (value === null ? '' : `${Math.abs(value)}k`);

export default function PopulationPyramid() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, label: 'Age', width: 80, categoryGapRatio: 0.1 }]}
      xAxis={[{ min: -650, max: 650, valueFormatter: (value) => `${Math.abs(value)}k` }]}
      series={[
        { id: 'men', data: men, label: 'Men', stack: 'population', valueFormatter: absolute, color: '#1976d2' },
        { id: 'women', data: women, label: 'Women', stack: 'population', valueFormatter: absolute, color: '#c2185b' },
      ]}
      grid={{ vertical: true }}
    />
  );
}
