import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const revenue = [128, 94, 151, 87];

export default function RegionRevenueCard() {
  return (
    <div className="max-w-[520px] rounded-2xl border border-slate-500/30 p-4">
      <p className="m-0 text-base font-bold">Revenue by region</p>
      <p className="m-0 text-sm opacity-80">Thousands of euros, last quarter</p>
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
