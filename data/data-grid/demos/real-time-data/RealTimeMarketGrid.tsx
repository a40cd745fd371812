import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createQuotes, createRandom, trade, type Quote } from './marketData';

const TICK_MS = 40;
const TRADES_PER_TICK = 3;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const columns: GridColDef<Quote>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'sector', headerName: 'Sector', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => ((row.price - row.open) / row.open) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    cellClassName: (params) => {
      const value = params.value as number;
      if (value > 0) {
        return 'quote-up';
      }
      return value < 0 ? 'quote-down' : '';
    },
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => compact.format(value),
  },
  {
    field: 'history',
    headerName: 'Trend',
    width: 150,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: (params) => (
      <Box sx={{ width: '100%', height: 36 }}>
        <SparkLineChart data={params.row.history} height={36} curve="linear" />
      </Box>
    ),
  },
];

export default function RealTimeMarketGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [messageRate, setMessageRate] = React.useState(0);

  // The stream's own copy of every quote: each trade builds on the latest trade, even before the grid shows it.
  const [initialRows] = React.useState(createQuotes);
  const latest = React.useRef<Map<string, Quote> | null>(null);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    if (!latest.current) {
      latest.current = new Map(initialRows.map((quote) => [quote.id, quote]));
    }
    const book = latest.current;
    const random = createRandom(Date.now() % 100000);
    let messages = 0;
    const stream = setInterval(() => {
      const updates: Quote[] = [];
      for (let i = 0; i < TRADES_PER_TICK; i += 1) {
        const ids = Array.from(book.keys());
        const quote = book.get(ids[Math.floor(random() * ids.length)]);
        if (quote) {
          const next = trade(quote, random);
          book.set(next.id, next);
          updates.push(next);
        }
      }
      messages += updates.length;
      // Partial updates are merged by id; with throttleRowsMs the grid batches them.
      apiRef.current?.updateRows(updates);
    }, TICK_MS);
    const meter = setInterval(() => {
      setMessageRate(messages);
      messages = 0;
    }, 1000);
    return () => {
      clearInterval(stream);
      clearInterval(meter);
    };
  }, [apiRef, initialRows, running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" id="throttle-label">
            throttleRowsMs
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={throttleMs}
            onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
            aria-labelledby="throttle-label"
          >
            <ToggleButton value={0}>0</ToggleButton>
            <ToggleButton value={500}>500</ToggleButton>
            <ToggleButton value={2000}>2000</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" role="status">
          {running ? `${messageRate} trades per second` : 'Feed paused'}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 520,
          '& .quote-up': { color: theme.palette.mode === 'dark' ? 'success.light' : 'success.dark' },
          '& .quote-down': { color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark' },
        })}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleMs}
          density="compact"
          rowHeight={44}
          initialState={{
            sorting: { sortModel: [{ field: 'change', sort: 'desc' }] },
            pinnedColumns: { left: ['symbol'] },
          }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
