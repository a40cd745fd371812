import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, river: 'Danube', length: 2850, mouth: 'Black Sea' },
  { id: 2, river: 'Rhine', length: 1233, mouth: 'North Sea' },
  { id: 3, river: 'Loire', length: 1006, mouth: 'Atlantic Ocean' },
  { id: 4, river: 'Tagus', length: 1007, mouth: 'Atlantic Ocean' },
  { id: 5, river: 'Vistula', length: 1047, mouth: 'Baltic Sea' },
];

const columns = [
  { field: 'river', headerName: 'River', flex: 1 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 130 },
  { field: 'mouth', headerName: 'Flows into', width: 160 },
];

export default function ColumnMenuEventsGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Double-click a column header.');

  // Double-clicking a header opens (or closes) that column's menu.
  const handleHeaderDoubleClick = (params) => {
    apiRef.current?.toggleColumnMenu(params.field);
  };

  // The menu events report the element the menu is anchored to, here the header cell.
  const handleMenuOpen = (params) => {
    const field = params.target?.closest('[data-field]')?.getAttribute('data-field');
    setMessage(`Menu opened for "${field ?? 'a column'}".`);
  };

  const handleMenuClose = () => {
    setMessage('Menu closed.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnHeaderDoubleClick={handleHeaderDoubleClick}
          onMenuOpen={handleMenuOpen}
          onMenuClose={handleMenuClose}
        />
      </Box>
    </Box>
  );
}
