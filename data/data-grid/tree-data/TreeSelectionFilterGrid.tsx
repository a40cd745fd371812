import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridGroupNode } from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows, type OrgRow } from './orgData';

const columns: GridColDef<OrgRow>[] = [
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// Open the Engineering branch only; other departments start collapsed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'Engineering' || node.depth > 0;

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
