import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const teams: Employee['team'][] = ['Core', 'Growth', 'Infra', 'Design'];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: teams, width: 120 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Chips above the grid write an "isAnyOf" item into the controlled filter model.
export default function ExternalFilterChipsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const teamItem = filterModel.items.find((item) => item.field === 'team' && item.operator === 'isAnyOf');
  const activeTeams: string[] = Array.isArray(teamItem?.value) ? teamItem.value : [];

  const toggleTeam = (team: string) => {
    const next = activeTeams.includes(team) ? activeTeams.filter((value) => value !== team) : [...activeTeams, team];
    setFilterModel((model) => ({
      ...model,
      items: next.length > 0 ? [{ id: 'team-chips', field: 'team', operator: 'isAnyOf', value: next }] : [],
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {teams.map((team) => (
          <Chip
            key={team}
            label={team}
            color={activeTeams.includes(team) ? 'primary' : 'default'}
            variant={activeTeams.includes(team) ? 'filled' : 'outlined'}
            onClick={() => toggleTeam(team)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
