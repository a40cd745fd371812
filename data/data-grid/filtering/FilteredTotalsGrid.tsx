import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredSortedRowEntriesSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

interface Summary {
  count: number;
  payroll: number;
}

export default function FilteredTotalsGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary>({ count: employees.length, payroll: 0 });

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Runs each time the grid has finished filtering, with the rows that passed, in display order.
    const update = () => {
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      const payroll = entries.reduce((sum, entry) => sum + (entry.model as Employee).salary, 0);
      setSummary({ count: entries.length, payroll });
    };
    update();
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {summary.count} employees shown · payroll {currency.format(summary.payroll)} a year
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          initialState={{ filter: { filterModel: { items: [{ field: 'team', operator: 'equals', value: 'Core' }] } } }}
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}
