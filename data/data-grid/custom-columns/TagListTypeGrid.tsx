import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GRID_STRING_COL_DEF,
  GridFilterInputValue,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';

type Tags = string[];

const hasTag: GridFilterOperator<GridValidRowModel, Tags, string> = {
  label: 'has tag',
  value: 'hasTag',
  InputComponent: GridFilterInputValue,
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const wanted = String(filterItem.value).toLowerCase();
    return (value) => (value ?? []).some((tag) => tag.toLowerCase() === wanted);
  },
};

// A type for cells that hold an array: the grid cannot sort, filter, search or export an array on
// its own, so the type says how for each of those.
const tagList: GridColTypeDef<Tags, string> = {
  ...GRID_STRING_COL_DEF,
  type: 'string',
  width: 260,
  display: 'flex',
  sortable: true,
  // Sorting compares how many tags a row has.
  sortComparator: (a, b) => (a ?? []).length - (b ?? []).length,
  filterOperators: [hasTag],
  // The quick filter matches the start of any tag.
  getApplyQuickFilterFn: (search) => {
    const start = String(search).toLowerCase();
    return start ? (value: Tags) => (value ?? []).some((tag) => tag.toLowerCase().startsWith(start)) : null;
  },
  // Text for exports and the clipboard.
  valueFormatter: (value: Tags) => (value ?? []).join(', '),
  renderCell: ({ value }) => (
    <Stack direction="row" spacing={0.5}>
      {(value ?? []).map((tag: string) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  ),
};

interface Article {
  id: number;
  title: string;
  tags: Tags;
}

const rows: Article[] = [
  { id: 1, title: 'Sourdough at home', tags: ['baking', 'bread'] },
  { id: 2, title: 'Fixing a bike chain', tags: ['bikes', 'repair', 'tools'] },
  { id: 3, title: 'Balcony tomatoes', tags: ['garden'] },
  { id: 4, title: 'Flatbread in ten minutes', tags: ['baking', 'quick'] },
  { id: 5, title: 'Sharpening chisels', tags: ['tools', 'wood', 'repair', 'workshop'] },
];

const columns: GridColDef<Article>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { ...tagList, field: 'tags', headerName: 'Tags' },
];

export default function TagListTypeGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'repair' }] } } }}
        hideFooter
      />
    </Box>
  );
}
