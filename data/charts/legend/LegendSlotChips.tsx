import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLegendProps } from '@mui/x-charts/ChartsLegend';
import { useLegend } from '@mui/x-charts/hooks';

// Replaces the default legend. It receives the legend props (here `direction`) and reads the items with useLegend.
function ChipLegend({ direction }: ChartsLegendProps) {
  const { items } = useLegend();
  return (
    <Stack
      component="ul"
      direction={direction === 'vertical' ? 'column' : 'row'}
      sx={{ gridArea: 'legend', listStyle: 'none', m: 0, p: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {items.map((item) => (
        <li key={`${String(item.seriesId)}-${String(item.dataIndex)}`}>
          <Chip
            size="small"
            variant="outlined"
            label={item.label}
            icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />}
          />
        </li>
      ))}
    </Stack>
  );
}

const languages = [
  { id: 'ts', value: 48, label: 'TypeScript' },
  { id: 'py', value: 22, label: 'Python' },
  { id: 'go', value: 14, label: 'Go' },
  { id: 'rust', value: 9, label: 'Rust' },
  { id: 'other', value: 7, label: 'Other' },
];

export default function LegendSlotChips() {
  return (
    <PieChart
      height={280}
      series={[{ id: 'languages', data: languages, innerRadius: 50, paddingAngle: 2, cornerRadius: 4 }]}
      slots={{ legend: ChipLegend }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
