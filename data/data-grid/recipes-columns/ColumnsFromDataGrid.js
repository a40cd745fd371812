import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

// Two "API responses" with different sets of periods.
const datasets = {
  quarters: [
    { id: 'visits', metric: 'Visits', Q1: 1200, Q2: 1350, Q3: 1580, Q4: 1710 },
    { id: 'signups', metric: 'Sign-ups', Q1: 80, Q2: 96, Q3: 121, Q4: 134 },
  ],
  halves: [
    { id: 'visits', metric: 'Visits', H1: 2550, H2: 3290 },
    { id: 'signups', metric: 'Sign-ups', H1: 176, H2: 255 },
  ],
};

// Columns are derived from the keys of the first row, and recomputed only when the data changes.
export default function ColumnsFromDataGrid() {
  const [period, setPeriod] = React.useState('quarters');
  const rows = datasets[period];

  const columns = React.useMemo(() => {
    const keys = Object.keys(rows[0] ?? {}).filter((key) => key !== 'id' && key !== 'metric');
    return [
      { field: 'metric', headerName: 'Metric', width: 140 },
      ...keys.map((key) => ({ field: key, headerName: key, type: 'number', width: 110 })),
    ];
  }, [rows]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        onChange={(_event, value) => value && setPeriod(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="quarters">Quarters</ToggleButton>
        <ToggleButton value="halves">Half-years</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 220 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
