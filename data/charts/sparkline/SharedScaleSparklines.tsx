import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const stores = [
  { name: 'Downtown', sales: [42, 48, 51, 47, 55, 60, 58] },
  { name: 'Airport', sales: [12, 14, 13, 15, 14, 16, 15] },
  { name: 'Harbor', sales: [30, 26, 24, 28, 22, 19, 21] },
];

export default function SharedScaleSparklines() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      {stores.map((store) => (
        <Stack key={store.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 80 }}>
            {store.name}
          </Typography>
          {/* The same y range for every row: a small store looks small, not flat or huge. */}
          <SparkLineChart
            data={store.sales}
            yAxis={{ min: 0, max: 60 }}
            height={36}
            width={200}
            area
            title={`${store.name} daily sales`}
            desc={`From ${store.sales[0]} to ${store.sales[store.sales.length - 1]} thousand euros over the week`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
