import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, restaurant: 'Blue Door Bistro', stars: 4 },
  { id: 2, restaurant: 'Casa Limón', stars: 3 },
  { id: 3, restaurant: 'Noodle Yard', stars: 5 },
  { id: 4, restaurant: 'The Green Fork', stars: 2 },
];

// Picking a star saves at once: set the value, then leave edit mode.
function RatingEditCell(props) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (_event, newValue) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return <Rating name={`stars-${id}`} value={value ?? 0} onChange={handleChange} autoFocus sx={{ ml: 1 }} />;
}

const columns = [
  { field: 'restaurant', headerName: 'Restaurant', flex: 1 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => <Rating value={params.value ?? 0} readOnly size="small" />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function RatingEditGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
