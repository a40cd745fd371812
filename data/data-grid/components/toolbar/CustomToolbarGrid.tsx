import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

function CompactToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'team' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter>
        <QuickFilterControl placeholder="Search…" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

const rows = [
  { id: 1, name: 'Amina Yusuf', role: 'Designer' },
  { id: 2, name: 'Björn Lund', role: 'Engineer' },
  { id: 3, name: 'Carmen Ruiz', role: 'Product manager' },
  { id: 4, name: 'Deepak Rao', role: 'Engineer' },
  { id: 5, name: 'Elena Popescu', role: 'Support' },
  { id: 6, name: 'Femi Adeyemi', role: 'Engineer' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 160 },
];

export default function CustomToolbarGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: CompactToolbar }} />
    </div>
  );
}
