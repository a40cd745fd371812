import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type TabNavigation = 'none' | 'content' | 'header' | 'all';

const rows = [
  { id: 1, city: 'Oslo', country: 'Norway', population: 709_000 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 232_000 },
  { id: 3, city: 'Kraków', country: 'Poland', population: 804_000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function TabNavigationGrid() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('content');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id="tab-navigation-label">tabNavigation</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tab-navigation-label"
          value={tabNavigation}
          onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}
        >
          {(['none', 'content', 'header', 'all'] as const).map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          tabNavigation={tabNavigation}
          aria-label="Cities, to try the Tab key"
          hideFooter
        />
      </Box>
    </Box>
  );
}
