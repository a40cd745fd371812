import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, author: '', text: 'Week 1', isSection: true },
  { id: 2, author: 'Rui', text: 'Short note.' },
  {
    id: 3,
    author: 'Sofia',
    text: 'A longer note that wraps over several lines: the grid measures the rendered row and grows it to fit the text, so nothing is cut off with an ellipsis.',
  },
  { id: 4, author: '', text: 'Week 2', isSection: true },
  { id: 5, author: 'Tariq', text: 'Another medium-length note that may need two lines on a narrow screen.' },
];

const columns = [
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'text', headerName: 'Note', flex: 1, minWidth: 220 },
];

// Section rows get a fixed 36px; every other row sizes itself to its content.
const getRowHeight = ({ model }) => (model.isSection ? 36 : 'auto');

export default function AutoHeightNotesGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .MuiDataGrid-cell': { whiteSpace: 'normal', py: 1 },
        '& .section-row': { bgcolor: 'action.hover', fontWeight: 700 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={() => 60}
        getRowClassName={(params) => (params.row.isSection ? 'section-row' : '')}
        hideFooter
        disableColumnSorting
      />
    </Box>
  );
}
