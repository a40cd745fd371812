import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelValueType } from '@mui/x-charts-pro/FunnelChart';

// A fake server: answers after 700 ms with the figures of the requested week.
function fetchWeek(week: number): Promise<FunnelValueType[]> {
  const scale = 1 + (week % 3) * 0.15;
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve([
        { id: 'search', value: Math.round(5400 * scale), label: 'Searched' },
        { id: 'view', value: Math.round(2600 * scale), label: 'Viewed a listing' },
        { id: 'contact', value: Math.round(640 * scale), label: 'Contacted a host' },
        { id: 'book', value: Math.round(210 * scale), label: 'Booked' },
      ]);
    }, 700);
  });
}

export default function FunnelLoading() {
  const [week, setWeek] = React.useState(1);
  const [data, setData] = React.useState<FunnelValueType[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchWeek(week).then((result) => {
      if (active) {
        setData(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [week]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          setWeek((current) => current + 1);
        }}
      >
        Load week {week + 1}
      </Button>
      <FunnelChart
        height={280}
        loading={loading}
        series={[{ id: 'bookings', data, curve: 'bump' }]}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
