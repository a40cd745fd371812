import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const stores = ['Lyon', 'Nantes', 'Lille', 'Nice', 'Metz', 'Brest'];

/** Shades the column of one category: a band scale gives its start and its width. */
function CategoryBackdrop({ category }: { category: string }) {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const { top, height } = useDrawingArea();
  const start = xScale(category);
  if (start === undefined) {
    return null;
  }
  const step = xScale.step();
  const padding = (step - xScale.bandwidth()) / 2;
  return (
    <rect
      data-testid="band-backdrop"
      data-category={category}
      x={start - padding}
      y={top}
      width={step}
      height={height}
      fill={theme.palette.success.main}
      fillOpacity={0.15}
    />
  );
}

export default function BandScaleHighlight() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: stores }]}
      series={[{ data: [48, 52, 39, 71, 33, 45], label: 'Revenue (k€)' }]}
    >
      <CategoryBackdrop category="Nice" />
    </BarChart>
  );
}
