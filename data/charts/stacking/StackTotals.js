import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const hardware = [120, 90, 150, 70];
const software = [80, 110, 60, 95];
const services = [40, 35, 55, 60];
const totals = regions.map((_, index) => hardware[index] + software[index] + services[index]);

export default function StackTotals() {
  return (
    <BarChart
      height={320}
      title="Sales per region and product line"
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ max: 350, label: 'Sales (k€)', width: 60 }]}
      series={[
        { id: 'hardware', data: hardware, label: 'Hardware', stack: 'sales' },
        { id: 'software', data: software, label: 'Software', stack: 'sales' },
        {
          id: 'services',
          data: services,
          label: 'Services',
          stack: 'sales',
          // The last series of the stack carries the label of the whole stack, above it.
          barLabel: (item) => `${totals[item.dataIndex]} k€`,
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
