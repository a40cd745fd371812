import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', flex: 1, minWidth: 110 },
];

const groupable = [
  { field: 'region', label: 'Region' },
  { field: 'product', label: 'Product' },
  { field: 'quarter', label: 'Quarter' },
];

export default function GroupByPickerGrid() {
  const [model, setModel] = React.useState(['region']);
  const [visibility, setVisibility] = React.useState({ region: false });

  // Grouped columns are hidden, since the grouping column already shows their values.
  const applyModel = (next) => {
    setVisibility((previous) => {
      const updated = { ...previous };
      groupable.forEach(({ field }) => {
        updated[field] = !next.includes(field);
      });
      return updated;
    });
    setModel(next);
  };

  // A click adds the field as the deepest level, or removes it.
  const toggle = (field) =>
    applyModel(model.includes(field) ? model.filter((item) => item !== field) : [...model, field]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          Group by:
        </Typography>
        {groupable.map(({ field, label }) => {
          const level = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={level >= 0 ? `${level + 1}. ${label}` : label}
              color={level >= 0 ? 'primary' : 'default'}
              variant={level >= 0 ? 'filled' : 'outlined'}
              onClick={() => toggle(field)}
              aria-pressed={level >= 0}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={applyModel}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          initialState={{ aggregation: { model: { revenue: 'sum', units: 'sum' } } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
