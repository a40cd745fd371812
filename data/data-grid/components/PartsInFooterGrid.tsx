import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import CancelIcon from '@mui/icons-material/Cancel';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  ExportCsv,
  GridFooterContainer,
  GridPagination,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  type GridColDef,
} from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

// Composable parts read the grid from context, so they work in any slot, not only in the toolbar.
function SearchFooter() {
  return (
    <GridFooterContainer sx={{ px: 1, gap: 1 }}>
      <QuickFilter debounceMs={200}>
        <QuickFilterControl
          size="small"
          placeholder="Search staff"
          slotProps={{
            htmlInput: { 'aria-label': 'Search staff' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                  <CancelIcon fontSize="small" />
                </QuickFilterClear>
              ),
            },
          }}
        />
      </QuickFilter>
      {/* ToolbarButton only works inside Toolbar: outside it, keep the default button. */}
      <ExportCsv size="small" startIcon={<FileDownloadIcon />} options={{ fileName: 'staff' }}>
        CSV
      </ExportCsv>
      <Box sx={{ ml: 'auto' }}>
        <GridPagination />
      </Box>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function PartsInFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        slots={{ footer: SearchFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
