import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault } from '@mui/x-data-grid';

const sites = ['Rotterdam', 'Gdańsk', 'Valencia', 'Antwerp', 'Genoa'];

// A pretend server whose stock changes every three seconds, as other users move pallets.
function fetchStock() {
  const tick = Math.floor(Date.now() / 3000);
  const rows = sites.map((site, index) => ({
    id: index + 1,
    site,
    pallets: 40 + ((tick * (index + 3)) % 17),
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: rows.length }), 300);
  });
}

const columns = [
  { field: 'site', headerName: 'Warehouse', flex: 1 },
  { field: 'pallets', headerName: 'Pallets in stock', type: 'number', width: 160 },
];

// Entries expire after two seconds, so each revalidation finds them stale and asks the server.
const cache = new GridDataSourceCacheDefault({ ttl: 2000 });

export default function RevalidateRowsGrid() {
  const [revalidate, setRevalidate] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getRows: async () => {
        setRequests((count) => count + 1);
        return fetchStock();
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={revalidate} onChange={(event) => setRevalidate(event.target.checked)} />}
          label="dataSourceRevalidateMs = 3000"
        />
        <Typography variant="body2" color="text.secondary" role="status">
          Requests sent to the server: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          // Polling starts after a request; remounting makes the new setting apply at once.
          key={revalidate ? 'revalidating' : 'static'}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={revalidate ? 3000 : 0}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
