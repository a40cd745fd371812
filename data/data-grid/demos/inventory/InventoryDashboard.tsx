import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import TableViewIcon from '@mui/icons-material/TableView';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  ColumnsPanelTrigger,
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  gridFilterModelSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { createInventory, type StockItem } from './inventoryData';

type Status = 'In stock' | 'Low' | 'Out of stock';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function statusOf(item: StockItem): Status {
  if (item.quantity === 0) {
    return 'Out of stock';
  }
  return item.quantity <= item.reorderLevel ? 'Low' : 'In stock';
}

const statusColor: Record<Status, 'success' | 'primary' | 'error'> = {
  'In stock': 'success',
  Low: 'primary',
  'Out of stock': 'error',
};

// Rejects negative numbers while the cell is being edited.
const nonNegative = (params: { props: { value?: unknown } }) => ({
  ...params.props,
  error: typeof params.props.value !== 'number' || params.props.value < 0,
});

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 95 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Fasteners', 'Electrical', 'Plumbing', 'Tools', 'Safety'],
    width: 120,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'Harbor'],
    width: 100,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In stock', 'Low', 'Out of stock'],
    width: 115,
    valueGetter: (_value, row) => statusOf(row),
    renderCell: (params) =>
      params.rowNode.type === 'leaf' ? (
        <Chip size="small" label={params.value as Status} color={statusColor[params.value as Status]} />
      ) : null,
  },
  {
    field: 'quantity',
    headerName: 'On hand',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: nonNegative,
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: nonNegative,
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: nonNegative,
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 115,
    valueGetter: (_value, row) => (row.quantity == null ? null : row.quantity * row.unitCost),
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
];

const lowStockFilter: GridFilterModel = {
  items: [{ id: 'low', field: 'status', operator: 'isAnyOf', value: ['Low', 'Out of stock'] }],
};

function InventoryToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const lowOnly = filterModel.items.some((item) => item.id === 'low');

  const addItem = () => {
    const api = apiRef.current;
    const id = Math.max(0, ...api.getAllRowIds().map(Number)) + 1;
    api.updateRows([
      {
        id,
        sku: `NEW-${id}`,
        product: 'New product',
        category: 'Tools',
        warehouse: 'North',
        quantity: 0,
        reorderLevel: 10,
        unitCost: 0,
      },
    ]);
    // Bring the new line into view and focus it, ready for Enter to start editing.
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(id),
      colIndex: api.getColumnIndex('product'),
    });
    api.setCellFocus(id, 'product');
  };

  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Stock
      </Typography>
      <Tooltip title="Add a stock line">
        <ToolbarButton onClick={addItem} aria-label="Add a stock line">
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title={lowOnly ? 'Show all lines' : 'Show low and empty lines only'}>
        <ToolbarButton
          aria-pressed={lowOnly}
          aria-label="Low stock only"
          color={lowOnly ? 'primary' : 'default'}
          onClick={() => apiRef.current.setFilterModel(lowOnly ? { items: [] } : lowStockFilter)}
        >
          <WarningAmberIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download CSV" />} options={{ fileName: 'stock' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Download Excel">
        <ExportExcel render={<ToolbarButton aria-label="Download Excel" />} options={{ fileName: 'stock' }}>
          <TableViewIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
      <QuickFilter defaultExpanded>
        <QuickFilterControl
          placeholder="Search stock…"
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Search stock' } }}
        />
        <QuickFilterClear aria-label="Clear search" />
      </QuickFilter>
    </Toolbar>
  );
}

// A fake server that saves a line after a short delay.
function saveLine(row: StockItem): Promise<StockItem> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(row), 500);
  });
}

export default function InventoryDashboard() {
  const apiRef = useGridApiRef();
  const [rows] = React.useState(createInventory);
  const [message, setMessage] = React.useState(
    'Double-click a product, warehouse, quantity, reorder level or cost to edit it.',
  );

  const processRowUpdate = React.useCallback(async (newRow: StockItem, oldRow: StockItem) => {
    setMessage(`Saving ${newRow.sku}…`);
    const saved = await saveLine(newRow);
    const before = statusOf(oldRow);
    const after = statusOf(saved);
    setMessage(
      before === after ? `${saved.sku} saved.` : `${saved.sku} saved: status changed from ${before} to ${after}.`,
    );
    return saved;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1, minHeight: 24 }}>
        {message}
      </Typography>
      <Box sx={{ height: 560 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ toolbar: InventoryToolbar }}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => setMessage('The line could not be saved.')}
          density="compact"
          disableRowSelectionOnClick
          initialState={{
            aggregation: { model: { sku: 'size', quantity: 'sum', stockValue: 'sum' } },
            sorting: { sortModel: [{ field: 'product', sort: 'asc' }] },
            // Hidden to save width; still filterable and available in the columns panel.
            columns: { columnVisibilityModel: { category: false } },
          }}
          getRowClassName={(params) => (params.row.quantity === 0 ? 'row-empty' : '')}
          sx={{ '& .row-empty': { bgcolor: 'action.hover' } }}
        />
      </Box>
    </Box>
  );
}
