import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridValueParser, type GridValueSetter } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  firstName: string;
  lastName: string;
  badge: string;
  shift: string;
}

const rows: Volunteer[] = [
  { id: 1, firstName: 'Amara', lastName: 'Nwosu', badge: 'VX-104', shift: 'Morning' },
  { id: 2, firstName: 'Jonas', lastName: 'Berg', badge: 'VX-221', shift: 'Evening' },
  { id: 3, firstName: 'Lucía', lastName: 'Ortega', badge: 'VX-318', shift: 'Morning' },
  { id: 4, firstName: 'Kenji', lastName: 'Mori', badge: 'VX-402', shift: 'Night' },
];

// The edited text is split back into the two fields the row really stores.
const setFullName: GridValueSetter<Volunteer> = (value, row) => {
  const [firstName = '', ...rest] = String(value ?? '')
    .trim()
    .split(/\s+/);
  return { ...row, firstName, lastName: rest.join(' ') };
};

// Whatever the user types, badges are stored upper-case and without spaces.
const parseBadge: GridValueParser<Volunteer> = (value) =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

const columns: GridColDef<Volunteer>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 190,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    valueSetter: setFullName,
  },
  { field: 'firstName', headerName: 'firstName (stored)', width: 150 },
  { field: 'lastName', headerName: 'lastName (stored)', width: 150 },
  { field: 'badge', headerName: 'Badge (editable)', width: 150, editable: true, valueParser: parseBadge },
];

export default function FullNameSetterGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
