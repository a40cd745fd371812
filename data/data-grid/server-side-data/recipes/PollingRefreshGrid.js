import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

// A server whose data changes between requests: queue lengths that move on every answer.
function createQueueServer() {
  let tick = 0;
  return (start, end) => {
    tick += 1;
    const all = Array.from({ length: 24 }, (_, index) => ({
      id: index + 1,
      lane: `Checkout ${index + 1}`,
      waiting: (index * 7 + tick * (index + 3)) % 13,
    }));
    return new Promise((resolve) => {
      setTimeout(() => resolve({ rows: all.slice(start, end + 1), rowCount: all.length }), 250);
    });
  };
}

const columns = [
  { field: 'lane', headerName: 'Lane', flex: 1 },
  { field: 'waiting', headerName: 'People waiting', type: 'number', width: 150 },
];

export default function PollingRefreshGrid() {
  const apiRef = useGridApiRef();
  const [polling, setPolling] = React.useState(true);
  const [lastAnswer, setLastAnswer] = React.useState('none yet');
  const [fetchQueue] = React.useState(createQueueServer);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await fetchQueue(Number(params.start), params.end);
        setLastAnswer(new Date().toLocaleTimeString('en-GB'));
        return answer;
      },
    }),
    [fetchQueue],
  );

  // Every 3 seconds, ask the server again for the page on screen. skipCache bypasses the cached
  // answer and stores the new one in its place.
  React.useEffect(() => {
    if (!polling) {
      return undefined;
    }
    const timer = setInterval(() => {
      apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
    }, 3000);
    return () => clearInterval(timer);
  }, [apiRef, polling]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={polling} onChange={(event) => setPolling(event.target.checked)} />}
          label="Refresh every 3 seconds"
        />
        <Typography variant="body2" aria-live="off">
          Last answer: {lastAnswer}
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[6, 12]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 6 } } }}
        />
      </Box>
    </Stack>
  );
}
