import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const balance = [1200, 1350, 1280, 1420, 1390, 1510, 1480, 1620];

export default function SparklineBaseline() {
  const theme = useTheme();

  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      {/* baseline 0 (the default): the area reaches down to zero, and the variations look tiny. */}
      <SparkLineChart data={balance} area height={60} width={160} color={theme.palette.primary.main} />
      {/* baseline 'min': the area stops at the lowest value, which shows the variations. */}
      <SparkLineChart data={balance} area baseline="min" height={60} width={160} color={theme.palette.primary.main} />
    </Stack>
  );
}
