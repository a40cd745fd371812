import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const categories = ['Books', 'Games', 'Music', 'Films'];

// A fake server: resolves after 700 ms with the sales of the requested year.
function fetchSales(year: number): Promise<number[]> {
  const base = year === 2024 ? [48, 30, 22, 35] : [52, 41, 19, 38];
  return new Promise((resolve) => {
    setTimeout(() => resolve(base), 700);
  });
}

export default function BarLoading() {
  const [year, setYear] = React.useState(2024);
  const [result, setResult] = React.useState<{ year: number; values: number[] } | null>(null);

  // The chart is loading as long as the last response is not the one for the selected year.
  const loading = result?.year !== year;
  const data = loading ? [] : result.values;

  React.useEffect(() => {
    let active = true;
    fetchSales(year).then((values) => {
      if (active) {
        setResult({ year, values });
      }
    });
    return () => {
      active = false;
    };
  }, [year]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {[2024, 2025].map((option) => (
          <Button key={option} variant={option === year ? 'contained' : 'outlined'} onClick={() => setYear(option)}>
            {option}
          </Button>
        ))}
      </Stack>
      <BarChart
        height={280}
        loading={loading}
        xAxis={[{ scaleType: 'band', data: categories }]}
        yAxis={[{ min: 0, max: 60 }]}
        series={[{ id: 'sales', data, label: `Sales ${year} (k units)` }]}
      />
    </Stack>
  );
}
