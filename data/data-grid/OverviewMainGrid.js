import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America'];
const PRODUCTS = ['Standing desk', 'Office chair', 'Monitor arm', 'Desk lamp', 'Cable tray', 'Footrest'];
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Returned'];
const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emeka', 'Fatima', 'Goro', 'Hana', 'Iris', 'Jonas', 'Kai', 'Lea'];
const LAST = ['Silva', 'Okafor', 'Tanaka', 'Meyer', 'Novak', 'Haddad', 'Larsen', 'Rossi', 'Kim', 'Dubois'];

/** A small deterministic generator, so the server's HTML and the browser's first render agree. */
function makeOrders(count) {
  let seed = 20_260_527;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    customer: `${pick(FIRST)} ${pick(LAST)}`,
    region: pick(REGIONS),
    product: pick(PRODUCTS),
    quantity: 1 + Math.floor(next() * 20),
    unitPrice: 15 + Math.round(next() * 585),
    status: pick(STATUSES),
  }));
}

const rows = makeOrders(5000);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns = [
  { field: 'customer', headerName: 'Customer', width: 150, editable: true },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 110,
    editable: true,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value) => (value == null ? '' : money.format(value)),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => (row.quantity != null && row.unitPrice != null ? row.quantity * row.unitPrice : null),
    valueFormatter: (value) => (value == null ? '' : money.format(value)),
  },
];

const initialState = {
  rowGrouping: { model: ['region'] },
  aggregation: { model: { quantity: 'sum', total: 'sum' } },
  sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
  columns: { columnVisibilityModel: { region: false } },
};

/** 5,000 orders grouped by region, with totals per group: sort, filter, edit, regroup from the toolbar and menus. */
export default function OverviewMainGrid() {
  const [edits, setEdits] = React.useState(0);
  const processRowUpdate = React.useCallback((updated) => {
    setEdits((count) => count + 1);
    return updated;
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          label="Orders"
          rows={rows}
          columns={columns}
          initialState={initialState}
          showToolbar
          // Undo and redo are off: in 8.29.3 their toolbar buttons have no accessible name.
          historyStackSize={0}
          density="compact"
          defaultGroupingExpansionDepth={1}
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {edits === 0
          ? 'Double-click a customer, status, quantity or price to edit it.'
          : `${edits} ${edits === 1 ? 'edit' : 'edits'} saved.`}
      </Typography>
    </Box>
  );
}
