import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const BOOKS = [
  { id: 1, title: 'The Left Hand of Darkness', year: 1969 },
  { id: 2, title: 'Kindred', year: 1979 },
  { id: 3, title: 'The Dispossessed', year: 1974 },
  { id: 4, title: 'Parable of the Sower', year: 1993 },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

// A custom slot reads the grid state through hooks instead of receiving it as props.
function ReadingListFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {selected} of {visible} books on your reading list
      </Typography>
    </GridFooterContainer>
  );
}

const SLOTS = { footer: ReadingListFooter };

export default function GridFooterWithHooks() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={BOOKS} columns={columns} checkboxSelection slots={SLOTS} />
    </Box>
  );
}
