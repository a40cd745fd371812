import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 'a', symbol: 'ACME', last: 101.2 },
  { id: 'b', symbol: 'GLOBX', last: 54.9 },
  { id: 'c', symbol: 'NOVA', last: 12.35 },
  { id: 'd', symbol: 'ORBIT', last: 230.1 },
];

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 120 },
  { field: 'last', headerName: 'Last', type: 'number', width: 120 },
];

// A deterministic "market move" so the demo behaves the same on every click.
function move(row, step, index) {
  const factor = 1 + (((step * 7 + index * 3) % 9) - 4) / 100;
  return { ...row, last: Math.round(row.last * factor * 100) / 100 };
}

export default function PriceTickerGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [step, setStep] = React.useState(1);

  const tick = () => {
    setRows((previous) => previous.map((row, index) => move(row, step, index)));
    setStep((value) => value + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={tick} sx={{ mb: 1 }}>
        Simulate tick
      </Button>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ sorting: { sortModel: [{ field: 'last', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
