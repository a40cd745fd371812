import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  useGridRootProps,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

const theme = createTheme({}, deDE);

// A custom toolbar has no text of its own: it takes the active locale's strings from the grid,
// so it speaks the same language as the built-in panels and menus.
function IconToolbar() {
  const { localeText } = useGridRootProps();
  const t = (key) => localeText[key];
  return (
    <Toolbar>
      <Tooltip title={t('toolbarColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={String(t('toolbarColumns'))} />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title={t('toolbarFilters')}>
        <FilterPanelTrigger render={<ToolbarButton aria-label={String(t('toolbarFilters'))} />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title={t('toolbarExportCSV')}>
        <ExportCsv render={<ToolbarButton aria-label={String(t('toolbarExportCSV'))} />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

const rows = [
  { id: 1, stadt: 'Hamburg', einwohner: 1_910_000 },
  { id: 2, stadt: 'Leipzig', einwohner: 620_000 },
  { id: 3, stadt: 'Freiburg', einwohner: 236_000 },
];

const columns = [
  { field: 'stadt', headerName: 'Stadt', flex: 1 },
  { field: 'einwohner', headerName: 'Einwohner', type: 'number', width: 150 },
];

export default function LocaleTextToolbarGrid() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 300, width: '100%' }} lang="de">
        <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: IconToolbar }} />
      </Box>
    </ThemeProvider>
  );
}
