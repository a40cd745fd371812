import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, createCellEditHistoryHandler, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, place: 'Warehouse (start)', arrival: '08:00' },
  { id: 2, place: 'Bakery on Rue Oberkampf', arrival: '08:25' },
  { id: 3, place: 'City Hospital, gate B', arrival: '09:10' },
  { id: 4, place: 'Riverside School', arrival: '09:45' },
  { id: 5, place: 'Market Square kiosk', arrival: '10:20' },
];

const columns = [
  { field: 'place', headerName: 'Delivery stop', flex: 1, minWidth: 200 },
  { field: 'arrival', headerName: 'Planned arrival', width: 150, editable: true },
];

export default function UndoRowReorderGrid() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    // The handlers read apiRef only when an event fires, after the grid has mounted.
    const getApiRef = () => apiRef;
    let cellEditHandler = null;
    const getCellEditHandler = () => {
      cellEditHandler ??= createCellEditHistoryHandler(getApiRef());
      return cellEditHandler;
    };

    const rowMoveHandler = {
      store: (params) =>
        params.oldIndex === params.targetIndex
          ? null
          : { id: params.row.id, from: params.oldIndex, to: params.targetIndex },
      undo: (data) => getApiRef().current.setRowIndex(data.id, data.from),
      redo: (data) => getApiRef().current.setRowIndex(data.id, data.to),
    };

    // Keep the default cell edit handler (created on first use) and add one for drag-and-drop moves.
    const handlers = {
      cellEditStop: {
        store: (...params) => getCellEditHandler().store(...params),
        undo: (data) => getCellEditHandler().undo(data),
        redo: (data) => getCellEditHandler().redo(data),
        validate: (data, operation) => getCellEditHandler().validate?.(data, operation) ?? true,
      },
      rowOrderChange: rowMoveHandler,
    };
    return handlers;
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="delivery-route-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Delivery route, van 3
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          aria-labelledby="delivery-route-title"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowReordering
          historyEventHandlers={historyEventHandlers}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
