import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';
import { employees } from '../../shared/employees';

// A segmented control instead of the default select for the boolean column.
function RemoteHeaderFilter(props) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();
  const current = item.value === undefined ? 'all' : String(item.value);

  const handleChange = (_event, next) => {
    if (next === null || next === 'all') {
      apiRef.current.deleteFilterItem({ ...item, field: colDef.field });
      return;
    }
    apiRef.current.upsertFilterItem({ ...item, field: colDef.field, operator: 'is', value: next });
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={handleChange}
      aria-label="Filter by work location"
      sx={{ my: 'auto' }}
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="true">Remote</ToggleButton>
      <ToggleButton value="false">On site</ToggleButton>
    </ToggleButtonGroup>
  );
}

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 220,
    renderHeaderFilter: (params) => <RemoteHeaderFilter {...params} />,
  },
];

export default function SegmentedHeaderFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} headerFilters />
    </Box>
  );
}
