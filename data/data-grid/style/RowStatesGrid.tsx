import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'TP 1342', destination: 'Madeira', gate: 'B12' },
  { id: 2, flight: 'LH 1169', destination: 'Frankfurt', gate: 'A03' },
  { id: 3, flight: 'FR 8821', destination: 'Dublin', gate: 'C07' },
  { id: 4, flight: 'KL 1694', destination: 'Amsterdam', gate: 'A11' },
  { id: 5, flight: 'IB 3107', destination: 'Madrid', gate: 'B02' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function RowStatesGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([2]) });

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        hideFooter
        sx={(theme) => ({
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: alpha(theme.palette.secondary.main, 0.08),
          },
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: alpha(theme.palette.secondary.main, 0.18),
            boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}`,
            '&:hover': { backgroundColor: alpha(theme.palette.secondary.main, 0.26) },
          },
        })}
      />
    </Box>
  );
}
