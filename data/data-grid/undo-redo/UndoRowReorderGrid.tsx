import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridColDef,
  type GridHistoryEventHandler,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-premium';

interface Stop {
  id: number;
  place: string;
  arrival: string;
}

const rows: Stop[] = [
  { id: 1, place: 'Warehouse (start)', arrival: '08:00' },
  { id: 2, place: 'Bakery on Rue Oberkampf', arrival: '08:25' },
  { id: 3, place: 'City Hospital, gate B', arrival: '09:10' },
  { id: 4, place: 'Riverside School', arrival: '09:45' },
  { id: 5, place: 'Market Square kiosk', arrival: '10:20' },
];

const columns: GridColDef<Stop>[] = [
  { field: 'place', headerName: 'Delivery stop', flex: 1, minWidth: 200 },
  { field: 'arrival', headerName: 'Planned arrival', width: 150, editable: true },
];

interface MoveData {
  id: GridRowId;
  from: number;
  to: number;
}

export default function UndoRowReorderGrid() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    // The handlers read apiRef only when an event fires, after the grid has mounted.
    const getApiRef = () => apiRef as React.RefObject<GridApiPremium>;
    let cellEditHandler: GridHistoryEventHandler | null = null;
    const getCellEditHandler = () => {
      cellEditHandler ??= createCellEditHistoryHandler(getApiRef());
      return cellEditHandler;
    };

    const rowMoveHandler: GridHistoryEventHandler<MoveData> = {
      store: (params: GridRowOrderChangeParams) =>
        params.oldIndex === params.targetIndex
          ? null
          : { id: params.row.id, from: params.oldIndex, to: params.targetIndex },
      undo: (data) => getApiRef().current.setRowIndex(data.id, data.from),
      redo: (data) => getApiRef().current.setRowIndex(data.id, data.to),
    };

    // Keep the default cell edit handler (created on first use) and add one for drag-and-drop moves.
    const handlers = {
      cellEditStop: {
        store: (...params: unknown[]) => getCellEditHandler().store(...params),
        undo: (data: unknown) => getCellEditHandler().undo(data),
        redo: (data: unknown) => getCellEditHandler().redo(data),
        validate: (data: unknown, operation: 'undo' | 'redo') =>
          getCellEditHandler().validate?.(data, operation) ?? true,
      },
      rowOrderChange: rowMoveHandler,
    };
    return handlers as DataGridPremiumProps['historyEventHandlers'];
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
