import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const TOTAL = 200;
const PAGE = 40;
const messages = [
  'Request served',
  'Cache refreshed',
  'Slow query',
  'Retrying upload',
  'Token expired',
  'Job finished',
];
const levels = ['info', 'info', 'warn', 'info', 'error', 'info'];

// A fake server: returns the next slice of the log after a short delay.
function fetchLines(offset) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const count = Math.min(PAGE, TOTAL - offset);
      resolve(
        Array.from({ length: count }, (_, index) => {
          const n = offset + index;
          const seconds = n * 7;
          return {
            id: n + 1,
            time: `10:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
            level: levels[n % levels.length],
            message: `${messages[n % messages.length]} (#${n + 1})`,
          };
        }),
      );
    }, 600);
  });
}

const columns = [
  { field: 'time', headerName: 'Time', width: 110 },
  { field: 'level', headerName: 'Level', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function InfiniteScrollGrid() {
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const loadingRef = React.useRef(false);

  const loadMore = React.useCallback(async (offset) => {
    // The grid can report the end twice while a request is running: ignore the second call.
    if (loadingRef.current || offset >= TOTAL) {
      return;
    }
    loadingRef.current = true;
    setLoading(true);
    const next = await fetchLines(offset);
    setRows((previous) => [...previous, ...next]);
    loadingRef.current = false;
    setLoading(false);
  }, []);

  React.useEffect(() => {
    loadMore(0);
  }, [loadMore]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {rows.length} of {TOTAL} lines loaded{loading ? ', loading more…' : ''}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          onRowsScrollEnd={() => loadMore(rows.length)}
          scrollEndThreshold={120}
          hideFooter
        />
      </Box>
    </Box>
  );
}
