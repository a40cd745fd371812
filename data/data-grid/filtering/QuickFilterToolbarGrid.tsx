import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Core', 'Growth', 'Infra', 'Design'],
    width: 110,
  },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

// A toolbar whose search field is always open, next to a button for the filter panel.
function SearchToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <QuickFilter defaultExpanded>
        <QuickFilterControl placeholder="Search employees" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        slots={{ toolbar: SearchToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
