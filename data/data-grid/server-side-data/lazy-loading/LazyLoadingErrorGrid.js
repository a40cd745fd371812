import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridGetRowsError, useGridApiRef } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

export default function LazyLoadingErrorGrid() {
  const apiRef = useGridApiRef();
  const failRef = React.useRef(true);
  const [failing, setFailing] = React.useState(true);
  const [error, setError] = React.useState(null);

  const dataSource = React.useMemo(
    () => ({
      // The first rows always load; later ranges fail while the switch is on.
      getRows: (params) =>
        fetchOrders(params, {
          size: 2000,
          delay: 500,
          fail: (request) => failRef.current && typeof request.start === 'number' && request.start > 0,
        }),
    }),
    [],
  );

  const retry = () => {
    setError(null);
    // Without parameters, fetchRows re-requests the range currently in view.
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              failRef.current = event.target.checked;
              setFailing(event.target.checked);
            }}
          />
        }
        label="Fail requests after the first rows"
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }} role="status">
        <Typography variant="body2" sx={{ flex: 1 }}>
          {error ? `Some rows could not be loaded: ${error}` : 'Scroll down past row 100 to trigger a request.'}
        </Typography>
        {error ? (
          <Button size="small" variant="outlined" onClick={retry}>
            Retry
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              const { start, end } = dataSourceError.params;
              setError(`${dataSourceError.message} (rows ${String(start)}–${end})`);
            }
          }}
        />
      </Box>
    </Stack>
  );
}
