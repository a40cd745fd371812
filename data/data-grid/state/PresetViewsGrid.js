import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  subject: `Ticket #${4200 + index}`,
  status: index % 3 === 0 ? 'Closed' : 'Open',
  priority: 1 + ((index * 7) % 4),
  agent: ['Ines', 'Kofi', 'Mara'][index % 3],
}));

const columns = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100 },
  { field: 'agent', headerName: 'Agent', width: 110 },
];

// Each preset names only the parts of the state it changes; restoreState leaves the rest alone.
const presets = {
  'Urgent first': { sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } },
  'Only open': { filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Open' }] } } },
  'Hide agents, compact': { density: 'compact', columns: { columnVisibilityModel: { agent: false } } },
  // A reset has to name every part, with empty models, to undo the others.
  Reset: {
    sorting: { sortModel: [] },
    filter: { filterModel: { items: [] } },
    density: 'standard',
    columns: { columnVisibilityModel: {} },
  },
};

export default function PresetViewsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(presets).map(([name, state]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => apiRef.current?.restoreState(state)}>
            {name}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter />
      </Box>
    </Stack>
  );
}
