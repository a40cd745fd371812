import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: '°C', type: 'number', width: 90 },
];

const morning = [
  { id: 1, city: 'Reykjavík', temperature: 2 },
  { id: 2, city: 'Valletta', temperature: 17 },
  { id: 3, city: 'Tallinn', temperature: 4 },
];

const evening = [
  { id: 1, city: 'Reykjavík', temperature: -1 },
  { id: 2, city: 'Valletta', temperature: 14 },
  { id: 3, city: 'Tallinn', temperature: 1 },
];

export default function ThemeDefaultSlots() {
  const outerTheme = useTheme();
  // Every grid under this provider gets the same defaults, slots included.
  const theme = createTheme(outerTheme, {
    components: {
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          showToolbar: true,
          disableColumnMenu: true,
          slotProps: { toolbar: { showQuickFilter: false } },
          hideFooter: true,
        },
      },
    },
  });

  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ flex: 1, height: 230 }}>
          <DataGrid rows={morning} columns={columns} label="Morning" />
        </Box>
        <Box sx={{ flex: 1, height: 230 }}>
          <DataGrid rows={evening} columns={columns} label="Evening" />
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
