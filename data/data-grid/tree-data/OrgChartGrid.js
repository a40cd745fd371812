import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows } from './orgData';

const columns = [
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'budget', headerName: 'Budget (k$)', type: 'number', width: 120 },
];

export default function OrgChartGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={orgRows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Organization', width: 240 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
