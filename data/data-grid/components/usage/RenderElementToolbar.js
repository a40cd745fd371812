import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';

function LabeledToolbar() {
  return (
    <Toolbar>
      {/* Default element: the trigger renders the grid's baseButton slot. */}
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon />}>Columns</ColumnsPanelTrigger>
      {/* Element passed to `render`: a Material UI Button with its own variant. */}
      <FilterPanelTrigger render={<Button variant="outlined" size="small" startIcon={<FilterListIcon />} />}>
        Filters
      </FilterPanelTrigger>
      <Box sx={{ flex: 1 }} />
      {/* Element passed to `render`: an icon button that joins the toolbar's arrow-key navigation. */}
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'greenhouse-sensors' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

const rows = [
  { id: 1, sensor: 'North bench', temperature: 22.4, humidity: 61 },
  { id: 2, sensor: 'South bench', temperature: 24.9, humidity: 55 },
  { id: 3, sensor: 'Seedling rack', temperature: 21.1, humidity: 72 },
  { id: 4, sensor: 'Orchid shelf', temperature: 23.6, humidity: 68 },
  { id: 5, sensor: 'Cactus corner', temperature: 27.2, humidity: 31 },
];

const columns = [
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

export default function RenderElementToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: LabeledToolbar }} />
    </Box>
  );
}
