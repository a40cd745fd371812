import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Kettle', 'Toaster', 'Blender', 'Mixer'];
const skus = ['KT-200', 'TS-410', 'BL-090', 'MX-330'];

export default function AxisTooltipVisibility() {
  return (
    <BarChart
      height={320}
      xAxis={[
        { id: 'names', scaleType: 'band', data: products },
        // A second band axis shows the SKU codes on top; hideTooltip keeps them out of the tooltip heading.
        { id: 'skus', scaleType: 'band', data: skus, position: 'top', hideTooltip: true },
      ]}
      series={[
        { id: 'returns', data: [18, 7, 25, 11], label: 'Returns', xAxisId: 'names' },
        { id: 'repairs', data: [6, 3, 9, 2], label: 'Repairs', xAxisId: 'names' },
      ]}
    />
  );
}
