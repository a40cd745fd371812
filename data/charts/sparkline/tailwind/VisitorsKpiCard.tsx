import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const dailyVisitors = [310, 342, 298, 365, 401, 388, 432];

export default function VisitorsKpiCard() {
  return (
    <div className="flex max-w-[360px] items-center gap-4 rounded-2xl border border-slate-500/30 p-4">
      <div className="flex-1">
        <p className="m-0 text-sm opacity-80">Visitors today</p>
        <p className="m-0 text-2xl leading-snug font-bold">432</p>
        <p className="m-0 text-xs font-semibold">▲ 11% on last week</p>
      </div>
      <SparkLineChart data={dailyVisitors} width={120} height={48} area color="#10b981" />
    </div>
  );
}
