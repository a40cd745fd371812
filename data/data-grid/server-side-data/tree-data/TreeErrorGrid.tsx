import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridGetRowsError, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchFiles } from '../../shared/fakeServer';
import { fileColumns, treeAccessors } from './fileColumns';

export default function TreeErrorGrid() {
  const failRef = React.useRef(true);
  const [failing, setFailing] = React.useState(true);
  const [message, setMessage] = React.useState('Expand a folder: its children fail to load while the switch is on.');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // The top level always loads; folder contents fail while the switch is on.
      getRows: (params) =>
        fetchFiles(params, { fail: (request) => failRef.current && (request.groupKeys ?? []).length > 0 }),
      ...treeAccessors,
    }),
    [],
  );

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
        label="Folder contents fail to load"
      />
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={fileColumns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              const folder = (error.params.groupKeys ?? []).join('/') || 'top level';
              setMessage(`Could not open ${folder}: ${error.message} Click its arrow again to retry.`);
            }
          }}
        />
      </Box>
    </Stack>
  );
}
