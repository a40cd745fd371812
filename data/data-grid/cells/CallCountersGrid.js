import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const names = ['Bolt', 'Washer', 'Hinge', 'Bracket', 'Spring', 'Clamp', 'Gasket', 'Rivet'];
const rows = Array.from({ length: 300 }, (_, index) => {
  const cost = 1 + ((index * 37) % 90) / 10;
  return {
    id: index + 1,
    name: `${names[index % names.length]} ${100 + index}`,
    cost,
    price: Math.round(cost * (1.3 + (index % 7) / 10) * 100) / 100,
    stock: (index * 53) % 400,
  };
});

function StockCell({ value = 0 }) {
  return (
    <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, height: 8, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
        <Box sx={{ width: `${value / 4}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <span>{value}</span>
    </Box>
  );
}

export default function CallCountersGrid() {
  // Counting in a ref: the callbacks run during the grid's work, where setting state is not allowed.
  const counts = React.useRef({ getter: 0, formatter: 0, render: 0 });
  const [shown, setShown] = React.useState({ getter: 0, formatter: 0, render: 0 });

  React.useEffect(() => {
    const timer = setInterval(() => {
      setShown((previous) => {
        const next = counts.current;
        const same =
          previous.getter === next.getter && previous.formatter === next.formatter && previous.render === next.render;
        return same ? previous : { ...next };
      });
    }, 300);
    return () => clearInterval(timer);
  }, []);

  const columns = React.useMemo(
    () => [
      { field: 'name', headerName: 'Part', flex: 1, minWidth: 130 },
      {
        field: 'margin',
        headerName: 'Margin (valueGetter)',
        type: 'number',
        width: 180,
        valueGetter: (_value, row) => {
          counts.current.getter += 1;
          return Math.round(((row.price - row.cost) / row.price) * 100);
        },
      },
      {
        field: 'price',
        headerName: 'Price (valueFormatter)',
        type: 'number',
        width: 180,
        valueFormatter: (value) => {
          counts.current.formatter += 1;
          return `$${value.toFixed(2)}`;
        },
      },
      {
        field: 'stock',
        headerName: 'Stock (renderCell)',
        type: 'number',
        width: 200,
        display: 'flex',
        renderCell: (params) => {
          counts.current.render += 1;
          return <StockCell value={params.value} />;
        },
      },
    ],
    [],
  );

  const reset = () => {
    counts.current = { getter: 0, formatter: 0, render: 0 };
    setShown({ getter: 0, formatter: 0, render: 0 });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          valueGetter: <strong>{shown.getter}</strong> · valueFormatter: <strong>{shown.formatter}</strong> ·
          renderCell: <strong>{shown.render}</strong>
        </Typography>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset counters
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooterSelectedRowCount />
      </Box>
    </Box>
  );
}
