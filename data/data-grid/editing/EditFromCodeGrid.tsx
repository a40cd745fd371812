import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  useGridApiRef,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Trail running shoes', price: 129 },
  { id: 2, name: 'Rain shell jacket', price: 189 },
  { id: 3, name: 'Merino base layer', price: 74 },
  { id: 4, name: 'Hydration vest', price: 95 },
  { id: 5, name: 'Headlamp 400 lm', price: 49 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => `$${value}`,
  },
];

// Clicking a button moves focus out of the grid; keep the editor open so the buttons decide.
const keepEditingOnFocusOut: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [selectedId, setSelectedId] = React.useState<GridRowId>(1);
  const [modes, setModes] = React.useState<GridCellModesModel>({});

  // The grid reports every mode change, even though the model is not controlled here.
  const isEditing = modes[selectedId]?.price?.mode === GridCellModes.Edit;

  const startEditing = () => {
    if (apiRef.current?.getCellMode(selectedId, 'price') !== GridCellModes.View) {
      return;
    }
    apiRef.current.startCellEditMode({ id: selectedId, field: 'price' });
  };

  const stopEditing = (ignoreModifications: boolean) => {
    if (apiRef.current?.getCellMode(selectedId, 'price') !== GridCellModes.Edit) {
      return;
    }
    apiRef.current.stopCellEditMode({ id: selectedId, field: 'price', ignoreModifications });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" size="small" onClick={startEditing} disabled={isEditing}>
          Edit price
        </Button>
        <Button variant="outlined" size="small" onClick={() => stopEditing(false)} disabled={!isEditing}>
          Save
        </Button>
        <Button variant="outlined" size="small" onClick={() => stopEditing(true)} disabled={!isEditing}>
          Cancel
        </Button>
        <Typography variant="body2" role="status">
          Row {String(selectedId)}: {isEditing ? 'editing the price' : 'viewing'}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={{ type: 'include', ids: new Set([selectedId]) }}
          onRowClick={(params) => setSelectedId(params.id)}
          onCellModesModelChange={setModes}
          onCellEditStop={keepEditingOnFocusOut}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
