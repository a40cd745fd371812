import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Granola', stock: 24, shelf: 'A3' },
  { id: 2, product: 'Oat milk', stock: 12, shelf: 'C1' },
  { id: 3, product: 'Honey', stock: 40, shelf: 'B2' },
  { id: 4, product: 'Olive oil', stock: 9, shelf: 'B4' },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110, editable: true },
  { field: 'shelf', headerName: 'Shelf', width: 110, editable: true },
];

// One click on an editable cell starts editing it; every other cell returns to view mode.
export default function SingleClickEditGrid() {
  const [cellModesModel, setCellModesModel] = React.useState({});

  const handleCellClick = React.useCallback((params, event) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Ignore clicks inside portals (for example a select menu) that bubble through React.
    if (!event.currentTarget.contains(event.target)) {
      return;
    }
    setCellModesModel((previous) => {
      const next = {};
      Object.keys(previous).forEach((id) => {
        next[id] = {};
        Object.keys(previous[id]).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
