import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, service: 'Checkout API', latencyMs: 84, status: 'Healthy' },
  { id: 2, service: 'Search', latencyMs: 412, status: 'Degraded' },
  { id: 3, service: 'Image resizer', latencyMs: 0, status: 'Down' },
  { id: 4, service: 'Accounts', latencyMs: 97, status: 'Healthy' },
  { id: 5, service: 'Notifications', latencyMs: 388, status: 'Degraded' },
];

const columns = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 140 },
  { field: 'latencyMs', headerName: 'Latency (ms)', type: 'number', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    cellClassName: (params) => `status-${String(params.value).toLowerCase()}`,
  },
];

// Text and background from the palette, with their own values in dark mode.
const toneStyles = (theme, tone) => ({
  fontWeight: 600,
  color: theme.palette[tone].dark,
  backgroundColor: alpha(theme.palette[tone].main, 0.12),
  ...theme.applyStyles('dark', {
    color: theme.palette[tone].light,
    backgroundColor: alpha(theme.palette[tone].main, 0.24),
  }),
});

export default function ThemeAwareColorsGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        '& .status-healthy': toneStyles(theme, 'success'),
        '& .status-degraded': toneStyles(theme, 'warning'),
        '& .status-down': toneStyles(theme, 'error'),
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
