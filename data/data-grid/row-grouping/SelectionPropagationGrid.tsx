import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridRowSelectionPropagation } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function SelectionPropagationGrid() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: false,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))}
            />
          }
          label="descendants: a group selects its rows"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, parents: event.target.checked }))}
            />
          }
          label="parents: all rows select their group"
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={ticketColumns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['priority'] } }}
        />
      </Box>
    </Stack>
  );
}
