import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows } from './orgData';

const columns = [
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function ChildrenSortingGrid() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="disableChildrenSorting (sort departments only)"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={orgRows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          disableChildrenSorting={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Organization', width: 240 }}
          initialState={{ sorting: { sortModel: [{ field: 'location', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
