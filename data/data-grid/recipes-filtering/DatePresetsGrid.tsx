import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  opened: Date;
}

// Dates relative to a fixed "today", so the demo shows the same rows on every visit.
const today = new Date(2026, 5, 15);
const daysAgo = (days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

const rows: Ticket[] = [2, 5, 9, 13, 20, 33, 47, 61, 90, 120].map((age, index) => ({
  id: index + 1,
  subject: `Ticket ${101 + index}`,
  opened: daysAgo(age),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 150 },
];

const presets: Record<string, number | null> = { '7 days': 7, '30 days': 30, '90 days': 90, All: null };

// Each preset is one `onOrAfter` item on the date column; "All" removes it.
const modelFor = (days: number | null): GridFilterModel => ({
  items: days === null ? [] : [{ id: 'opened-preset', field: 'opened', operator: 'onOrAfter', value: daysAgo(days) }],
});

export default function DatePresetsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(modelFor(30));

  // The pressed button follows the model, so a filter edited in the panel un-presses it.
  const item = filterModel.items.find((entry) => entry.id === 'opened-preset');
  const active =
    Object.keys(presets).find((name) => {
      const days = presets[name];
      if (days === null) {
        return filterModel.items.length === 0;
      }
      return (
        item?.operator === 'onOrAfter' && item.value instanceof Date && item.value.getTime() === daysAgo(days).getTime()
      );
    }) ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Opened within"
        value={active}
        onChange={(_event, name: string | null) => {
          if (name !== null) {
            setFilterModel(modelFor(presets[name]));
          }
        }}
        sx={{ mb: 1 }}
      >
        {Object.keys(presets).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
