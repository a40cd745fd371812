import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  service: ['auth', 'billing', 'search', 'media'][index % 4] + `-${index + 1}`,
  latency: 40 + ((index * 37) % 180),
  errors: (index * 3) % 7,
}));

const columns = [
  { field: 'service', headerName: 'Service', flex: 1 },
  { field: 'latency', headerName: 'p95 latency (ms)', type: 'number', width: 160 },
  { field: 'errors', headerName: 'Errors', type: 'number', width: 100 },
];

// A borderless, striped look with a dark header and a hover accent.
export default function DashboardThemeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : '')}
        sx={{
          border: 0,
          [`& .${gridClasses.columnHeader}`]: { bgcolor: 'grey.900', color: 'common.white' },
          [`& .${gridClasses.columnHeader} .${gridClasses.iconButtonContainer} button`]: { color: 'common.white' },
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.row}.even`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.row}:hover`]: { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
          [`& .${gridClasses.cell}`]: { borderTop: 0 },
        }}
      />
    </Box>
  );
}
