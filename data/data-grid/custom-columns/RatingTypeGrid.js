import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GRID_NUMERIC_COL_DEF, useGridApiContext } from '@mui/x-data-grid';

const starLabel = (value) => `${value} star${value === 1 ? '' : 's'}`;

function RatingEditCell({ id, field, value, hasFocus }) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      autoFocus={hasFocus}
      getLabelText={starLabel}
      // Writes the new value into the edit state; the grid commits it when editing stops.
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

// One type for display and editing: every column that spreads it gets stars in both modes.
const stars = {
  ...GRID_NUMERIC_COL_DEF,
  type: 'number',
  width: 160,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  editable: true,
  renderCell: ({ value }) => <Rating value={value ?? 0} readOnly size="small" getLabelText={starLabel} />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const rows = [
  { id: 1, product: 'Trail backpack', quality: 5, delivery: 3 },
  { id: 2, product: 'Travel mug', quality: 4, delivery: 5 },
  { id: 3, product: 'Rain jacket', quality: 3, delivery: 4 },
  { id: 4, product: 'Head torch', quality: 4, delivery: 2 },
  { id: 5, product: 'Sleeping mat', quality: 2, delivery: 4 },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { ...stars, field: 'quality', headerName: 'Quality' },
  { ...stars, field: 'delivery', headerName: 'Delivery' },
];

export default function RatingTypeGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
