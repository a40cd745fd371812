import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'r1', name: 'Noor', minutes: 41.2 },
  { id: 'r2', name: 'Matteo', minutes: 44.8 },
  { id: 'r3', name: 'Ines', minutes: 39.5 },
  { id: 'r4', name: 'Kwame', minutes: 47.1 },
  { id: 'r5', name: 'Sofia', minutes: 42.6 },
  { id: 'r6', name: 'Jonas', minutes: 45.9 },
  { id: 'r7', name: 'Mei', minutes: 40.3 },
];

const pinnedRows = {
  top: [{ id: 'record', name: 'Course record', minutes: 36.4 }],
  bottom: [
    { id: 'average', name: 'Group average', minutes: rows.reduce((sum, row) => sum + row.minutes, 0) / rows.length },
  ],
};

function MinutesCell({ value, rowNode }) {
  const text = `${(value ?? 0).toFixed(1)} min`;
  // Regular rows show their gap to the record; the pinned rows are the reference, so they don't.
  if (rowNode.type === 'pinnedRow') {
    return text;
  }
  return `${text} (+${((value ?? 0) - 36.4).toFixed(1)})`;
}

const columns = [
  { field: 'name', headerName: 'Runner', flex: 1 },
  {
    field: 'minutes',
    headerName: '10 km time',
    type: 'number',
    width: 170,
    renderCell: (params) => <MinutesCell {...params} />,
  },
];

export default function PinnedRowStylingGrid() {
  const [separator, setSeparator] = React.useState('border');

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Separator of pinned rows"
        value={separator}
        onChange={(event) => setSeparator(event.target.value)}
      >
        <FormControlLabel value="border" control={<Radio />} label="border" />
        <FormControlLabel value="border-and-shadow" control={<Radio />} label="border-and-shadow" />
      </RadioGroup>
      <Box
        sx={{
          height: 300,
          '& .pinned-reference': { fontWeight: 600, bgcolor: 'action.hover' },
        }}
      >
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          getRowClassName={(params) => (params.id === 'record' || params.id === 'average' ? 'pinned-reference' : '')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
