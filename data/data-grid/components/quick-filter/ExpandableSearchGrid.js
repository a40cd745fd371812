import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter className="search">
        <Tooltip title="Search">
          <QuickFilterTrigger
            render={<ToolbarButton />}
            className={(state) => (state.expanded ? 'search-trigger--hidden' : '')}
          >
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          placeholder="Title or author"
          size="small"
          className={(state) => (state.expanded ? 'search-field' : 'search-field search-field--collapsed')}
          slotProps={{
            htmlInput: { 'aria-label': 'Search books' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <QuickFilterClear
                  edge="end"
                  size="small"
                  aria-label="Clear search"
                  className={(state) => (state.value ? '' : 'search-clear--hidden')}
                >
                  <CancelIcon fontSize="small" />
                </QuickFilterClear>
              ),
            },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const rows = [
  { id: 1, title: 'The Salt Roads', author: 'Wren Adeyemi', year: 2019 },
  { id: 2, title: 'Paper Lanterns', author: 'Hana Sato', year: 2021 },
  { id: 3, title: 'A Map of Small Rivers', author: 'Tomas Berg', year: 2016 },
  { id: 4, title: 'Northern Light Hours', author: 'Wren Adeyemi', year: 2023 },
  { id: 5, title: 'The Quiet Orchard', author: 'Lucía Ferrer', year: 2018 },
  { id: 6, title: 'Glass Harbour', author: 'Hana Sato', year: 2024 },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function ExpandableSearchGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .search': { ml: 'auto', display: 'flex', alignItems: 'center' },
        '& .search-trigger--hidden': { display: 'none' },
        '& .search-field': { width: 240, transition: 'width 150ms, opacity 150ms' },
        '& .search-field--collapsed': { width: 0, opacity: 0, pointerEvents: 'none' },
        '& .search-clear--hidden': { visibility: 'hidden' },
      }}
    >
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: SearchToolbar }} />
    </Box>
  );
}
