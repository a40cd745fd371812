import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DataGrid, getGridNumericOperators } from '@mui/x-data-grid';
import { staff } from '../../shared/staff';

function RatingInput(props) {
  const { item, applyValue } = props;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%', pl: 1 }}>
      <Typography component="legend" variant="caption" color="text.secondary">
        Stars
      </Typography>
      <Rating
        name="rating-filter-value"
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

// Keep the built-in comparison logic of these operators; only their input changes.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInput }));

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    display: 'flex',
    align: 'left',
    headerAlign: 'left',
    filterOperators: ratingOperators,
    renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
  },
];

export default function RatingFilterInputGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
