import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows } from './orgData';

const columns = [
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function ExpandAllTreeGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={orgRows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Organization', width: 240 }}
        />
      </Box>
    </Stack>
  );
}
