import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';

function BadgeToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close filters' : 'Open filters'}>
            <ToolbarButton {...triggerProps} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                {state.filterCount > 0 ? <FilterListIcon fontSize="small" /> : <FilterListOffIcon fontSize="small" />}
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

const rows = [
  { id: 1, title: 'Replace hallway bulbs', assignee: 'Noor', done: true },
  { id: 2, title: 'Fix the leaking tap', assignee: 'Ivo', done: false },
  { id: 3, title: 'Repaint the fence', assignee: 'Noor', done: false },
  { id: 4, title: 'Clean gutters', assignee: 'Sade', done: true },
  { id: 5, title: 'Service the boiler', assignee: 'Ivo', done: false },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 100 },
];

export default function RenderFunctionToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: BadgeToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'done', operator: 'is', value: 'false' }] } },
        }}
      />
    </Box>
  );
}
