import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Staff of a mid-sized company by level, from the top of the organization down.
const levels = [
  { id: 'executives', label: 'Executives', value: 6 },
  { id: 'directors', label: 'Directors', value: 18 },
  { id: 'managers', label: 'Managers', value: 64 },
  { id: 'seniors', label: 'Senior staff', value: 150 },
  { id: 'staff', label: 'Staff', value: 320 },
];

export default function BasicPyramid() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          curve: 'pyramid',
          funnelDirection: 'increasing',
          data: levels,
          valueFormatter: (item) => `${item.value} people`,
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
