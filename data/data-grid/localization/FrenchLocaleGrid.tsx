import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { frFR as coreFrFR } from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

// Grid strings and Material UI strings (such as "Rows per page") in French.
const theme = createTheme({}, frFR, coreFrFR);

const rows = [
  { id: 1, nom: 'Camille Bernard', ville: 'Lyon', naissance: new Date(1990, 4, 12) },
  { id: 2, nom: 'Hugo Laurent', ville: 'Nantes', naissance: new Date(1985, 10, 3) },
  { id: 3, nom: 'Léa Fontaine', ville: 'Lille', naissance: new Date(1998, 1, 27) },
];

const columns: GridColDef[] = [
  { field: 'nom', headerName: 'Nom', flex: 1 },
  { field: 'ville', headerName: 'Ville', width: 130 },
  { field: 'naissance', headerName: 'Naissance', type: 'date', width: 140 },
];

export default function FrenchLocaleGrid() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection />
      </Box>
    </ThemeProvider>
  );
}
