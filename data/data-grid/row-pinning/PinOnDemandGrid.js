import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid-pro';

const allFlights = [
  { id: 'LX318', route: 'Zurich → London', status: 'On time' },
  { id: 'AF1234', route: 'Paris → Rome', status: 'Delayed' },
  { id: 'KL1001', route: 'Amsterdam → Oslo', status: 'Boarding' },
  { id: 'IB3170', route: 'Madrid → Lisbon', status: 'On time' },
  { id: 'SK1460', route: 'Copenhagen → Berlin', status: 'Cancelled' },
];

export default function PinOnDemandGrid() {
  const [pinnedIds, setPinnedIds] = React.useState(['AF1234']);

  const toggle = React.useCallback((id) => {
    setPinnedIds((previous) => (previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id]));
  }, []);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const rows = React.useMemo(() => allFlights.filter((flight) => !pinnedIds.includes(flight.id)), [pinnedIds]);
  const pinnedRows = React.useMemo(
    () => ({ top: allFlights.filter((flight) => pinnedIds.includes(flight.id)) }),
    [pinnedIds],
  );

  const columns = React.useMemo(
    () => [
      { field: 'id', headerName: 'Flight', width: 100 },
      { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'pin',
        type: 'actions',
        width: 60,
        renderCell: (params) => {
          const pinned = pinnedIds.includes(params.row.id);
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
                label={pinned ? 'Unpin' : 'Pin to top'}
                onClick={() => toggle(params.row.id)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [pinnedIds, toggle],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
