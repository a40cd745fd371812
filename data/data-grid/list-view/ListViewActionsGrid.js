import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { contacts } from './contacts';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
];

const noneSelected = { type: 'include', ids: new Set() };

export default function ListViewActionsGrid() {
  const [rows, setRows] = React.useState(contacts);
  const [selection, setSelection] = React.useState(noneSelected);

  const toggle = React.useCallback((id, checked) => {
    setSelection((previous) => {
      const ids = new Set(previous.ids);
      if (checked) {
        ids.add(id);
      } else {
        ids.delete(id);
      }
      return { type: 'include', ids };
    });
  }, []);

  const remove = React.useCallback((ids) => {
    setRows((previous) => previous.filter((row) => !ids.includes(row.id)));
    setSelection((previous) => ({
      type: 'include',
      ids: new Set([...previous.ids].filter((id) => !ids.includes(id))),
    }));
  }, []);

  // Rebuilt when the selection changes, because the card reads it to check its box.
  const listViewColumn = React.useMemo(
    () => ({
      field: 'card',
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
          <Checkbox
            checked={selection.ids.has(row.id)}
            onChange={(event) => toggle(row.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
          />
          <Avatar>{row.name[0]}</Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.role} · {row.company}
            </Typography>
          </Box>
          <IconButton aria-label={`Delete ${row.name}`} onClick={() => remove([row.id])}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ),
    }),
    [selection, toggle, remove],
  );

  return (
    <Box sx={{ maxWidth: 400, width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" role="status">
          {selection.ids.size} selected
        </Typography>
        <Button size="small" disabled={selection.ids.size === 0} onClick={() => remove([...selection.ids])}>
          Delete selected
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={64}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
