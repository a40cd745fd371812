import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, gridRowTreeSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

const teams = ['Billing', 'Platform', 'Mobile', 'Web'];

export default function ExpandFromCodeGrid() {
  const apiRef = useGridApiRef();

  const toggleTeam = (team) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Find the group row of this team in the row tree, then flip its expansion.
    const tree = gridRowTreeSelector(apiRef);
    const group = Object.values(tree).find((node) => node.type === 'group' && node.groupingKey === team);
    if (group) {
      api.setRowChildrenExpansion(group.id, !group.childrenExpanded);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {teams.map((team) => (
          <Button key={team} size="small" variant="outlined" onClick={() => toggleTeam(team)}>
            Toggle {team}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          initialState={{ rowGrouping: { model: ['team'] } }}
        />
      </Box>
    </Stack>
  );
}
