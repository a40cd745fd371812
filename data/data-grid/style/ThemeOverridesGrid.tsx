import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', population: 139875 },
  { id: 2, city: 'Akureyri', population: 19642 },
  { id: 3, city: 'Hafnarfjörður', population: 30619 },
  { id: 4, city: 'Kópavogur', population: 39810 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

// Extends whatever theme the page uses (light or dark) with grid defaults and styles.
// Falls back to the default theme when the demo is rendered without a surrounding theme.
const withGridDefaults = (outerTheme: Theme): Theme => {
  const base = 'palette' in outerTheme ? outerTheme : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          disableColumnMenu: true,
          hideFooter: true,
        },
        styleOverrides: {
          root: { borderRadius: 12, borderWidth: 2 },
          // A callback receives the final theme, so the color follows light and dark mode.
          columnHeader: ({ theme }) => {
            const { vars, palette } = theme as Theme;
            return { backgroundColor: (vars ?? { palette }).palette.action.hover };
          },
          columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
        },
      },
    },
  };
};

export default function ThemeOverridesGrid() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      {/* No styling props here: everything comes from the theme. */}
      <Box sx={{ height: 220, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
