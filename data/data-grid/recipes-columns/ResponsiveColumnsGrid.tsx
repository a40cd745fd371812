import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Priya Nair',
    role: 'Engineer',
    email: 'priya@example.com',
    phone: '+44 20 7946 0101',
    office: 'London',
  },
  {
    id: 2,
    name: 'Mateo Rossi',
    role: 'Designer',
    email: 'mateo@example.com',
    phone: '+39 06 4991 2233',
    office: 'Rome',
  },
  { id: 3, name: 'Hana Kim', role: 'Analyst', email: 'hana@example.com', phone: '+82 2 3141 5926', office: 'Seoul' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'email', headerName: 'Email', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'office', headerName: 'Office', width: 100 },
];

// Columns that can go when space is short, least important last.
const secondary = ['phone', 'office', 'email'];

export default function ResponsiveColumnsGrid() {
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'));
  // Lets readers on a wide screen see the narrow layout too.
  const [simulateNarrow, setSimulateNarrow] = React.useState(false);
  const narrow = narrowScreen || simulateNarrow;

  // The screen decides the defaults; the user's own choices from the columns panel are kept as
  // differences from those defaults, so they survive a change of screen size.
  const defaults = React.useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(secondary.map((field) => [field, !narrow])),
    [narrow],
  );
  const [userChanges, setUserChanges] = React.useState<GridColumnVisibilityModel>({});
  const visibilityModel = React.useMemo(() => ({ ...defaults, ...userChanges }), [defaults, userChanges]);

  const handleVisibilityChange = (model: GridColumnVisibilityModel) => {
    setUserChanges(
      Object.fromEntries(Object.entries(model).filter(([field, visible]) => (defaults[field] ?? true) !== visible)),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={simulateNarrow} onChange={(event) => setSimulateNarrow(event.target.checked)} />}
        label="Pretend the screen is narrow"
      />
      <Box sx={{ height: 300, maxWidth: narrow ? 420 : '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibilityModel}
          onColumnVisibilityModelChange={handleVisibilityChange}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
