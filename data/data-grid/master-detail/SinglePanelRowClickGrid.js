import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_FIELD } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'LX318', route: 'Zurich → London', departure: '07:40', gate: 'A52', crew: 'Capt. Meier, F/O Rossi' },
  { id: 'AF1441', route: 'Paris → Stockholm', departure: '09:15', gate: 'K38', crew: 'Capt. Laurent, F/O Kim' },
  { id: 'TP1352', route: 'Lisbon → Madrid', departure: '11:05', gate: '14', crew: 'Capt. Sousa, F/O Duarte' },
  { id: 'SK1429', route: 'Copenhagen → Oslo', departure: '13:30', gate: 'B9', crew: 'Capt. Holm, F/O Berg' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  { field: 'departure', headerName: 'Departs', width: 100 },
];

const getDetailPanelContent = ({ row }) => (
  <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
    Gate {row.gate} · Crew: {row.crew}
  </Typography>
);
const getDetailPanelHeight = () => 'auto';

export default function SinglePanelRowClickGrid() {
  const [expanded, setExpanded] = React.useState(() => new Set());

  // Keep at most one panel open: the newest id wins.
  const handleExpandedChange = React.useCallback((ids) => {
    setExpanded((previous) => {
      const opened = [...ids].filter((id) => !previous.has(id));
      return new Set(opened.length > 0 ? [opened[opened.length - 1]] : ids);
    });
  }, []);

  // A cell click (not a row click) so the toggle column, which handles itself, can be skipped.
  const handleCellClick = React.useCallback((params) => {
    if (params.field === GRID_DETAIL_PANEL_TOGGLE_FIELD) {
      return;
    }
    setExpanded((previous) => (previous.has(params.id) ? new Set() : new Set([params.id])));
  }, []);

  return (
    <Box sx={{ height: 380, width: '100%', '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
