import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `Week ${index + 1}`);
const signups = [42, 51, 48, 63, 70, 66, 81, 77, 92, 88, 104, 111];
const latest = signups.length - 1;

export default function SparklineHoverValue() {
  const [index, setIndex] = React.useState(latest);

  // Called with one entry per axis that has data; an empty array when the pointer leaves.
  const handleAxisChange = (items) => setIndex(items[0]?.dataIndex ?? latest);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <SparkLineChart
        data={signups}
        width={240}
        height={60}
        xAxis={{ scaleType: 'point', data: weeks }}
        showHighlight
        onHighlightedAxisChange={handleAxisChange}
        title="Weekly sign-ups over twelve weeks"
      />
      <div>
        <Typography variant="overline" component="p">
          {weeks[index]}
        </Typography>
        <Typography variant="h5" component="p">
          {signups[index]} sign-ups
        </Typography>
      </div>
    </Stack>
  );
}
