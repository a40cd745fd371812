import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  restaurant: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, restaurant: 'Blue Door Bistro', stars: 4 },
  { id: 2, restaurant: 'Casa Limón', stars: 3 },
  { id: 3, restaurant: 'Noodle Yard', stars: 5 },
  { id: 4, restaurant: 'The Green Fork', stars: 2 },
];

// Picking a star saves at once: set the value, then leave edit mode.
function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (_event: React.SyntheticEvent, newValue: number | null) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return <Rating name={`stars-${id}`} value={value ?? 0} onChange={handleChange} autoFocus sx={{ ml: 1 }} />;
}

const columns: GridColDef<Review>[] = [
  { field: 'restaurant', headerName: 'Restaurant', flex: 1 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => <RatingEditCell {...params} />,
  },
];

export default function RatingEditGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
