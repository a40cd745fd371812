import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Town {
  id: number;
  name: string;
  country: string;
}

const rows: Town[] = [
  { id: 1, name: 'Örebro', country: 'Sweden' },
  { id: 2, name: 'Ängelholm', country: 'Sweden' },
  { id: 3, name: 'Zinkgruvan', country: 'Sweden' },
  { id: 4, name: 'Åre', country: 'Sweden' },
  { id: 5, name: 'Alingsås', country: 'Sweden' },
  { id: 6, name: 'Depot 10', country: 'Sweden' },
  { id: 7, name: 'Depot 9', country: 'Sweden' },
  { id: 8, name: 'Västerås', country: 'Sweden' },
];

// Swedish alphabet (Å, Ä and Ö come after Z), with digits compared as numbers.
const collator = new Intl.Collator('sv', { numeric: true });

export default function LocaleCompareGrid() {
  const [useCollator, setUseCollator] = React.useState(true);

  const columns = React.useMemo<GridColDef<Town>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Town',
        flex: 1,
        sortComparator: useCollator ? (a: string, b: string) => collator.compare(a, b) : undefined,
      },
      { field: 'country', headerName: 'Country', width: 140 },
    ],
    [useCollator],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={useCollator} onChange={(event) => setUseCollator(event.target.checked)} />}
        label="Swedish collation with numeric order"
      />
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
