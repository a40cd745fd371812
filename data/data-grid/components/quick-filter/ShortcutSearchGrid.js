import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

// The open state lives in the page component; a context hands it to the toolbar slot.
const SearchOpenContext = React.createContext({
  open: false,
  setOpen: () => {},
});

function ShortcutToolbar() {
  const { open, setOpen } = React.useContext(SearchOpenContext);
  return (
    <Toolbar>
      <QuickFilter
        expanded={open}
        onExpandedChange={setOpen}
        style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center' }}
      >
        <Tooltip title="Search (press /)">
          <QuickFilterTrigger render={<ToolbarButton />} aria-keyshortcuts="/">
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          size="small"
          placeholder="Title or author"
          slotProps={{ htmlInput: { 'aria-label': 'Search books' } }}
          className={(state) => (state.expanded ? 'search-field' : 'search-field search-field--collapsed')}
        />
      </QuickFilter>
    </Toolbar>
  );
}

// Opens the search on "/" unless the user is already typing somewhere: a document listener, so
// the shortcut works wherever the focus is on the page.
function useSlashShortcut(onPress) {
  React.useEffect(() => {
    const handleKeyDown = (event) => {
      const target = event.target;
      const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        onPress();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onPress]);
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
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value) => String(value) },
];

export default function ShortcutSearchGrid() {
  const [searchOpen, setSearchOpen] = React.useState(false);
  const openSearch = React.useCallback(() => setSearchOpen(true), []);
  useSlashShortcut(openSearch);
  const searchContext = React.useMemo(() => ({ open: searchOpen, setOpen: setSearchOpen }), [searchOpen]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          height: 380,
          '& .search-field': { width: 220, transition: 'width 150ms, opacity 150ms' },
          '& .search-field--collapsed': { width: 0, opacity: 0, pointerEvents: 'none' },
        }}
      >
        <SearchOpenContext.Provider value={searchContext}>
          <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: ShortcutToolbar }} />
        </SearchOpenContext.Provider>
      </Box>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mt: 1 }}>
        Search field: {searchOpen ? 'open' : 'closed'}. Press / to open it, Escape to close it.
      </Typography>
    </Box>
  );
}
