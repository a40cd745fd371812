import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orders } from './orders';

const columns = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
];

export default function RowsScopeGrid() {
  const [scope, setScope] = React.useState('all');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Rows used by the aggregation"
        value={scope}
        onChange={(event) => setScope(event.target.value)}
      >
        <FormControlLabel value="filtered" control={<Radio />} label="filtered: visible rows only" />
        <FormControlLabel value="all" control={<Radio />} label="all: every row" />
      </RadioGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          aggregationRowsScope={scope}
          showToolbar
          initialState={{
            aggregation: { model: { units: 'sum' } },
            filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'North' }] } },
          }}
        />
      </Box>
    </Stack>
  );
}
