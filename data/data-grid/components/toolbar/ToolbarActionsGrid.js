import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

let nextId = 100;

function ShoppingToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const addItem = () => {
    nextId += 1;
    apiRef.current.updateRows([{ id: nextId, item: `New item ${nextId - 100}`, quantity: 1 }]);
  };

  const removeSelected = () => {
    const ids = Array.from(apiRef.current.getSelectedRows().keys());
    apiRef.current.updateRows(ids.map((id) => ({ id, _action: 'delete' })));
  };

  return (
    <Toolbar>
      <Tooltip title="Add item">
        <ToolbarButton onClick={addItem} aria-label="Add item">
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title={selectedCount ? `Remove ${selectedCount} selected` : 'Select rows to remove'}>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          <ToolbarButton onClick={removeSelected} disabled={selectedCount === 0} aria-label="Remove selected items">
            <DeleteIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Print list">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true, hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

const rows = [
  { id: 1, item: 'Oat milk', quantity: 2 },
  { id: 2, item: 'Sourdough loaf', quantity: 1 },
  { id: 3, item: 'Cherry tomatoes', quantity: 3 },
  { id: 4, item: 'Dish soap', quantity: 1 },
];

const columns = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function ToolbarActionsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar slots={{ toolbar: ShoppingToolbar }} />
    </Box>
  );
}
