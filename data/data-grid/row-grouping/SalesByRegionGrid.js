import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

export default function SalesByRegionGrid() {
  const apiRef = useGridApiRef();
  // Hides "region" and "country" while they are grouped, so their values are not shown twice.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'country'] } },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={sales} columns={columns} initialState={initialState} />
    </Box>
  );
}
