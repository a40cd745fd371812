import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Sale {
  id: number | string;
  rep: string;
  region: string;
  amount: number;
}

const rows: Sale[] = [
  { id: 1, rep: 'Amara', region: 'North', amount: 4200 },
  { id: 2, rep: 'Bruno', region: 'South', amount: 3100 },
  { id: 3, rep: 'Chen', region: 'North', amount: 5150 },
  { id: 4, rep: 'Dalia', region: 'West', amount: 2780 },
  { id: 5, rep: 'Emil', region: 'South', amount: 3960 },
  { id: 6, rep: 'Fatima', region: 'West', amount: 4410 },
  { id: 7, rep: 'Goran', region: 'North', amount: 1990 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'rep', headerName: 'Sales rep', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

const sumOf = (list: Sale[]) => list.reduce((sum, row) => sum + row.amount, 0);

export default function FilteredTotalsGrid() {
  const apiRef = useGridApiRef();
  const [visibleTotal, setVisibleTotal] = React.useState(sumOf(rows));

  // Pinned rows skip filtering, so the total is recomputed each time the grid finishes filtering.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => {
      const visible = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Sale);
      setVisibleTotal(sumOf(visible));
    };
    // The initial filter has already run by the time the effect subscribes.
    update();
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Sale>>(
    () => ({ bottom: [{ id: 'total', rep: 'Total of visible rows', region: '', amount: visibleTotal }] }),
    [visibleTotal],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'North' }] } } }}
        hideFooter
      />
    </Box>
  );
}
