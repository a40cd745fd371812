import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridOverlay, useGridApiContext } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

// Shown instead of the no-rows overlay while pivoting is on and the pivot model yields no rows.
function PivotStarter() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}>
        <Typography variant="body2">
          Nothing to pivot yet. Drag fields in the panel, or start from a suggestion.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setPivotModel({
              rows: [{ field: 'region' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            })
          }
        >
          Revenue by region and quarter
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

export default function EmptyPivotOverlayGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        showToolbar
        slots={{ emptyPivotOverlay: PivotStarter }}
        initialState={{ pivoting: { enabled: true, model: { rows: [], columns: [], values: [] } } }}
      />
    </Box>
  );
}
