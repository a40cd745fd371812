import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import styles from './VisitorsKpiCard.module.css';

const dailyVisitors = [310, 342, 298, 365, 401, 388, 432];

export default function VisitorsKpiCard() {
  return (
    <div className={styles.card}>
      <div className={styles.figures}>
        <p className={styles.label}>Visitors today</p>
        <p className={styles.value}>432</p>
        <p className={styles.trend}>▲ 11% on last week</p>
      </div>
      <SparkLineChart data={dailyVisitors} width={120} height={48} area color="#10b981" />
    </div>
  );
}
