import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const notes = [
  { id: 1, title: 'Standup', body: 'Release moved to Thursday.', updated: new Date(2026, 2, 4) },
  {
    id: 2,
    title: 'Onboarding checklist',
    body: 'Laptop, accounts, the design system tour, a first small bug to fix, and lunch with the team on the first Friday.',
    updated: new Date(2026, 2, 1),
  },
  { id: 3, title: 'Budget', body: 'Ask finance about the Q3 travel line.', updated: new Date(2026, 1, 20) },
  {
    id: 4,
    title: 'Accessibility review',
    body: 'Dialogs trap focus correctly. The date field needs a visible label, and two icon buttons lack names. Retest with a screen reader after the fixes.',
    updated: new Date(2026, 2, 6),
  },
  { id: 5, title: 'Ideas', body: 'Dark mode for the admin pages.', updated: new Date(2026, 1, 27) },
];

// Hidden in list view, but they are what the sort model refers to.
const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'updated', headerName: 'Updated', type: 'date', width: 130 },
];

const listViewColumn = {
  field: 'note',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1.5, whiteSpace: 'normal' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Updated {row.updated.toLocaleDateString('en-GB')}
      </Typography>
    </Box>
  ),
};

const sortOptions = {
  newest: [{ field: 'updated', sort: 'desc' }],
  oldest: [{ field: 'updated', sort: 'asc' }],
  title: [{ field: 'title', sort: 'asc' }],
};

export default function ListViewSortGrid() {
  const [order, setOrder] = React.useState('newest');

  return (
    <Box sx={{ maxWidth: 400, width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 180 }}>
        <InputLabel id="note-sort-label">Sort notes by</InputLabel>
        <Select
          labelId="note-sort-label"
          label="Sort notes by"
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="oldest">Oldest first</MenuItem>
          <MenuItem value="title">Title (A to Z)</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          rows={notes}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          sortModel={sortOptions[order]}
          getRowHeight={() => 'auto'}
          hideFooter
        />
      </Box>
    </Box>
  );
}
