import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { staff } from '../shared/staff';

// The expansion state lives outside the grid; a context hands it to the toolbar slot.
const SearchContext = React.createContext({ expanded: false, setExpanded: () => {} });

function SearchToolbar() {
  const { expanded, setExpanded } = React.useContext(SearchContext);
  return (
    <Toolbar>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        {expanded ? (
          // Mounted on expansion, so autoFocus puts the cursor in the field.
          <QuickFilterControl
            autoFocus
            size="small"
            placeholder="Search (Esc to close)"
            slotProps={{ htmlInput: { 'aria-label': 'Search staff' } }}
          />
        ) : (
          <Tooltip title="Search (Ctrl+K)">
            <QuickFilterTrigger render={<ToolbarButton aria-label="Search" />}>
              <SearchIcon fontSize="small" />
            </QuickFilterTrigger>
          </Tooltip>
        )}
      </QuickFilter>
    </Toolbar>
  );
}

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function ControlledQuickFilterGrid() {
  const [expanded, setExpanded] = React.useState(false);
  const search = React.useMemo(() => ({ expanded, setExpanded }), [expanded]);

  // The shortcut works while focus is anywhere inside this demo.
  const handleKeyDown = (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      setExpanded(true);
    }
  };

  return (
    <Box sx={{ width: '100%' }} onKeyDown={handleKeyDown}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Search field {expanded ? 'open' : 'closed'}. Focus a cell and press Ctrl+K (⌘K on macOS) to open it.
      </Typography>
      <SearchContext.Provider value={search}>
        <Box sx={{ height: 380 }}>
          <DataGrid rows={staff} columns={columns} showToolbar slots={{ toolbar: SearchToolbar }} hideFooter />
        </Box>
      </SearchContext.Provider>
    </Box>
  );
}
