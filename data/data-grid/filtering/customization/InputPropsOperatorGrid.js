import Box from '@mui/material/Box';
import { DataGrid, GridPreferencePanelsValue, getGridNumericOperators } from '@mui/x-data-grid';

const rows = [
  { id: 1, reference: 'PX-2201', weight: 0.8 },
  { id: 2, reference: 'PX-2202', weight: 2.5 },
  { id: 3, reference: 'PX-2203', weight: 12 },
  { id: 4, reference: 'PX-2204', weight: 4.2 },
];

// Same operators and comparisons as any number column; only the value input gets a unit in its label.
const weightOperators = getGridNumericOperators().map((operator) => ({
  ...operator,
  InputComponentProps: {
    // Keeps what the built-in operator passes already (the number input type).
    ...operator.InputComponentProps,
    slotProps: { root: { size: 'small', label: 'Weight (kg)', placeholder: 'e.g. 2.5' } },
  },
}));

const columns = [
  { field: 'reference', headerName: 'Parcel', flex: 1 },
  { field: 'weight', headerName: 'Weight', type: 'number', width: 120, filterOperators: weightOperators },
];

export default function InputPropsOperatorGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'weight', operator: '>', value: 2 }] } },
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.filters },
        }}
        hideFooter
      />
    </Box>
  );
}
