import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { sales, type Sale } from '../shared/sales';

const rows = sales.slice(0, 4);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Where', children: [{ field: 'region' }, { field: 'country' }] },
  { groupId: 'Results', children: [{ field: 'units' }, { field: 'revenue' }] },
];

export default function GroupHeadersCsvGrid() {
  const apiRef = useGridApiRef();
  const [withGroups, setWithGroups] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ includeColumnGroupsHeaders: withGroups }) ?? '');
  }, [apiRef, withGroups]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={withGroups} onChange={(event) => setWithGroups(event.target.checked)} />}
        label="includeColumnGroupsHeaders"
      />
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
      </Box>
      <Box
        component="pre"
        // A labelled region the keyboard can scroll when the text overflows.
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}
      >
        {csv}
      </Box>
    </Stack>
  );
}
