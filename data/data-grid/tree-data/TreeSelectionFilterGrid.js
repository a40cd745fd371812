import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows } from './orgData';

const columns = [
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// Open the Engineering branch only; other departments start collapsed.
const isGroupExpandedByDefault = (node) => node.groupingKey === 'Engineering' || node.depth > 0;

export default function TreeSelectionFilterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        rows={orgRows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={{ headerName: 'Organization', width: 240, hideDescendantCount: true }}
        checkboxSelection
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Remote'] } } }}
      />
    </Box>
  );
}
