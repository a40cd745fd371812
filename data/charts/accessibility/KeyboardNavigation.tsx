import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useFocusedItem } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const series = [
  { id: 'online', data: [120, 148, 161, 210], label: 'Online' },
  { id: 'stores', data: [230, 214, 198, 240], label: 'Stores' },
];

/** Writes which bar has the keyboard focus, in the top-left corner of the plot. */
function FocusCaption() {
  const theme = useTheme();
  const focused = useFocusedItem();
  const { left, top } = useDrawingArea();
  let text = 'Tab into the chart, then use the arrow keys';
  if (focused && focused.type === 'bar' && focused.dataIndex !== undefined) {
    const item = series.find((one) => one.id === focused.seriesId);
    text = `Focused: ${item?.label} in ${quarters[focused.dataIndex]}, ${item?.data[focused.dataIndex]} orders`;
  }
  return (
    <text x={left + 4} y={top - 8} fontSize={13} fill={theme.palette.text.primary} data-testid="focus-caption">
      {text}
    </text>
  );
}

export default function KeyboardNavigation() {
  return (
    <BarChart
      height={320}
      enableKeyboardNavigation
      margin={{ top: 30 }}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={series}
    >
      <FocusCaption />
    </BarChart>
  );
}
