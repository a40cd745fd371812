import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LineChart } from '@mui/x-charts/LineChart';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const columns = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'water', headerName: 'Water every', width: 130 },
];
const rows = [
  { id: 1, plant: 'Monstera', water: '7 days' },
  { id: 2, plant: 'Cactus', water: '21 days' },
];

export default function ThemeAcrossProducts() {
  const outer = useTheme();
  const isDark = outer.palette.mode === 'dark';
  // One theme: palette, typography and overrides for each product.
  const theme = createTheme({
    palette: {
      mode: outer.palette.mode,
      primary: { main: isDark ? '#81c784' : '#2e7d32' },
    },
    typography: { fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 13 },
    shape: { borderRadius: 10 },
    components: {
      MuiDataGrid: {
        defaultProps: { density: 'compact' },
        styleOverrides: {
          columnHeaderTitle: { fontWeight: 700 },
          root: { borderColor: isDark ? '#81c784' : '#2e7d32' },
        },
      },
      MuiDateCalendar: {
        styleOverrides: { root: { width: 280, height: 'auto' } },
      },
      MuiChartsAxis: {
        styleOverrides: { root: { '& .MuiChartsAxis-line': { strokeDasharray: '4 2' } } },
      },
      MuiTreeItem: {
        styleOverrides: { content: { borderRadius: 10 } },
      },
    },
  });

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ height: 150, flex: 1, minWidth: 260 }}>
            <DataGrid rows={rows} columns={columns} hideFooter />
          </Box>
          <SimpleTreeView
            aria-label="Greenhouse"
            defaultExpandedItems={['greenhouse']}
            defaultSelectedItems="tomatoes"
            sx={{ minWidth: 200 }}
          >
            <TreeItem itemId="greenhouse" label="Greenhouse">
              <TreeItem itemId="tomatoes" label="Tomatoes" />
              <TreeItem itemId="basil" label="Basil" />
            </TreeItem>
          </SimpleTreeView>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateCalendar defaultValue={dayjs('2026-04-14')} />
          </LocalizationProvider>
          <Box sx={{ flex: 1, minWidth: 260 }}>
            <LineChart
              height={220}
              xAxis={[{ scaleType: 'point', data: [1, 2, 3, 4, 5], label: 'Week' }]}
              series={[{ data: [3, 5, 4, 7, 8], label: 'Growth (cm)' }]}
            />
          </Box>
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
