import Box from '@mui/material/Box';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

const weeks = ['w1', 'w2', 'w3', 'w4', 'w5'] as const;
type Week = (typeof weeks)[number];
type ShiftRow = { id: number; store: string } & Record<Week, number>;

const shiftRows: ShiftRow[] = ['Harbor', 'Old Town', 'Airport', 'Station', 'Campus', 'Mall'].map((store, index) => {
  const row = { id: index + 1, store } as ShiftRow;
  weeks.forEach((week, weekIndex) => {
    row[week] = 12 + ((index * 7 + weekIndex * 5) % 19);
  });
  return row;
});

const columns: GridColDef<ShiftRow>[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...weeks.map((week, index): GridColDef<ShiftRow> => ({
    field: week,
    headerName: `Week ${index + 1}`,
    type: 'number',
    width: 90,
  })),
];

const edge = '2px solid #1565c0';

// The grid marks the cells on each edge of a selected block; drawing borders only there outlines
// every range, as a spreadsheet does, instead of tinting each cell separately.
export default function RangeBorderGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        [`& .${gridClasses.cell}.Mui-selected`]: { backgroundColor: 'rgba(21, 101, 192, 0.08)' },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
        [`& .${gridClasses.cell}.${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
      }}
    >
      <DataGridPremium
        rows={shiftRows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: {
            2: { w2: true, w3: true, w4: true },
            3: { w2: true, w3: true, w4: true },
            5: { store: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
