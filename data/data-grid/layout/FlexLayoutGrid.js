import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  customer: `Customer ${index + 1}`,
  plan: ['Starter', 'Team', 'Business'][index % 3],
}));

const columns = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 140 },
];

// A fixed-size "panel" stands in for the viewport: the grid takes whatever height the title leaves.
export default function FlexLayoutGrid() {
  return (
    <Paper variant="outlined" sx={{ height: 420, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h6" sx={{ px: 2, py: 1 }}>
        Customers
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} sx={{ border: 0 }} />
      </Box>
    </Paper>
  );
}
