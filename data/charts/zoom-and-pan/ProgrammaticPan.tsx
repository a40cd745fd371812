import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { days, formatDay, visits } from './zoomData';

// 120 days split into four pages of 30 days, 25% of the axis each.
const PAGE = 25;

export default function ProgrammaticPan() {
  const apiRef = useChartProApiRef<'line'>();
  const [page, setPage] = React.useState(0);

  const goTo = (next: number) => {
    setPage(next);
    apiRef.current?.setAxisZoomData('days', { axisId: 'days', start: next * PAGE, end: (next + 1) * PAGE });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={page === 0} onClick={() => goTo(page - 1)}>
          Previous 30 days
        </Button>
        <Button size="small" variant="outlined" disabled={page === 3} onClick={() => goTo(page + 1)}>
          Next 30 days
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            // Without rounding the domain to nice dates, each page covers exactly 30 days.
            domainLimit: 'strict',
            // The window has a fixed size: no dragging, and no wheel zoom (min and max span are equal).
            zoom: { panning: false, minSpan: PAGE, maxSpan: PAGE },
          },
        ]}
        series={[{ id: 'visits', data: visits, label: 'Daily visits', area: true, showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 0, end: PAGE }]}
      />
    </Stack>
  );
}
