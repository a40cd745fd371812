import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

// Only the leaves carry an amount; the parents get theirs from the aggregation.
const rows = [
  { id: 1, path: ['Marketing'], owner: 'Sofia' },
  { id: 2, path: ['Marketing', 'Events'], owner: 'Sofia' },
  { id: 3, path: ['Marketing', 'Events', 'Spring fair'], owner: 'Noah', amount: 12000 },
  { id: 4, path: ['Marketing', 'Events', 'Partner summit'], owner: 'Noah', amount: 18500 },
  { id: 5, path: ['Marketing', 'Online ads'], owner: 'Amara', amount: 9400 },
  { id: 6, path: ['Engineering'], owner: 'Jonas' },
  { id: 7, path: ['Engineering', 'Cloud hosting'], owner: 'Jonas', amount: 26000 },
  { id: 8, path: ['Engineering', 'Laptops'], owner: 'Mei', amount: 14200 },
  { id: 9, path: ['Engineering', 'Licenses'], owner: 'Mei', amount: 6100 },
];

const columns = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 150 },
];

const getTreeDataPath = (row) => row.path;

export default function TreeDataAggregationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Budget line', width: 220 }}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
      />
    </Box>
  );
}
