import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, firstName: 'Lena', lastName: 'Fischer', badge: 'LF-01' },
  { id: 2, firstName: 'Kwame', lastName: 'Mensah', badge: 'KM-02' },
  { id: 3, firstName: 'Sofia', lastName: 'Ruiz', badge: 'SR-03' },
];

const columns = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    flex: 1,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Splits the edited text back into the two fields the row really has.
    valueSetter: (value, row) => {
      const [firstName, ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName: firstName ?? '', lastName: rest.join(' ') };
    },
  },
  {
    field: 'badge',
    headerName: 'Badge (typed in any case)',
    width: 200,
    editable: true,
    // Normalizes what people type before it is stored.
    valueParser: (value) => value.trim().toUpperCase(),
  },
];

export default function ValueSetterParserGrid() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 250, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(updated) => {
            setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" component="div">
        Stored rows:
        <Box component="pre" sx={{ m: 0, mt: 0.5, fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {rows.map((row) => JSON.stringify(row)).join('\n')}
        </Box>
      </Typography>
    </Stack>
  );
}
