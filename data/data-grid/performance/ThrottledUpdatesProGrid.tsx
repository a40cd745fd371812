import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

const symbols = ['ACME', 'GLOBX', 'NOVA', 'ORBIT', 'PIXL', 'QUARK', 'RIVET', 'SOLAR'];
const initialRows = symbols.map((symbol, index) => ({ id: symbol, symbol, price: 100 + index * 10, updates: 0 }));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 110 },
];

// A message every 50 ms; with throttleRowsMs the grid applies them at most once per second.
export default function ThrottledUpdatesProGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const tick = React.useRef(0);
  // The stream's own state of each symbol. The grid's rows lag behind it by up to one throttle
  // interval, so each message is computed from here, not from apiRef.current.getRow().
  const latest = React.useRef(new Map(initialRows.map((row) => [row.id, { price: row.price, updates: 0 }])));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(() => {
      tick.current += 1;
      const symbol = symbols[tick.current % symbols.length];
      const previous = latest.current.get(symbol)!;
      const delta = ((tick.current * 7) % 11) - 5;
      const next = { price: Math.max(1, previous.price + delta), updates: previous.updates + 1 };
      latest.current.set(symbol, next);
      apiRef.current?.updateRows([{ id: symbol, ...next }]);
    }, 50);
    return () => clearInterval(interval);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />}
        label="Stream updates"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} throttleRowsMs={1000} hideFooter />
      </Box>
    </Box>
  );
}
