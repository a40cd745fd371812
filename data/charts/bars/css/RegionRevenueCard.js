import { BarChart } from '@mui/x-charts/BarChart';
import styles from './RegionRevenueCard.module.css';

const regions = ['North', 'South', 'East', 'West'];
const revenue = [128, 94, 151, 87];

export default function RegionRevenueCard() {
  return (
    <div className={styles.card}>
      <p className={styles.title}>Revenue by region</p>
      <p className={styles.subtitle}>Thousands of euros, last quarter</p>
      <BarChart
        height={240}
        borderRadius={6}
        hideLegend
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[{ data: revenue, label: 'Revenue', color: '#0ea5e9' }]}
      />
    </div>
  );
}
