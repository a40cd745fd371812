import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';

function ExportMenuToolbar() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="export-trigger"
          aria-haspopup="menu"
          aria-controls={open ? 'export-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'export-trigger' } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'inventory', utf8WithBom: true }} onClick={close}>
          Spreadsheet (CSV)
        </ExportCsv>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'inventory-ids', fields: ['id'] }} onClick={close}>
          IDs only (CSV)
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideFooter: true }} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

const rows = [
  { id: 101, name: 'Oak desk', stock: 4 },
  { id: 102, name: 'Walnut shelf', stock: 9 },
  { id: 103, name: 'Pine bench', stock: 2 },
  { id: 104, name: 'Birch stool', stock: 15 },
];

const columns = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

export default function CustomExportMenuGrid() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: ExportMenuToolbar }} />
    </div>
  );
}
