import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// 100 weather stations, one column per month: the grid scrolls in both directions.
const rows = Array.from({ length: 100 }, (_, index) => {
  const row = { id: index + 1, station: `Station ${String(index + 1).padStart(3, '0')}` };
  months.forEach((month, monthIndex) => {
    row[month] = Math.round((8 + 12 * Math.sin(((monthIndex - 3) / 12) * 2 * Math.PI) + (index % 9)) * 10) / 10;
  });
  return row;
});

const columns = [
  { field: 'station', headerName: 'Station', width: 140 },
  ...months.map((month) => ({ field: month, headerName: `${month} (°C)`, type: 'number', width: 110 })),
];

export default function ScrollToCellGrid() {
  const apiRef = useGridApiRef();
  const [rowNumber, setRowNumber] = React.useState('75');
  const [month, setMonth] = React.useState('Nov');

  const rowIndex = Number(rowNumber) - 1;
  const valid = Number.isInteger(rowIndex) && rowIndex >= 0 && rowIndex < rows.length;

  const goToCell = () => {
    const api = apiRef.current;
    if (!api || !valid) {
      return;
    }
    // Indexes count visible rows (after sorting and filtering) and visible columns.
    const colIndex = api.getColumnIndex(month);
    api.scrollToIndexes({ rowIndex, colIndex });
    const id = api.getRowIdFromRowIndex(rowIndex);
    api.setCellFocus(id, month);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Row number"
          size="small"
          type="number"
          value={rowNumber}
          onChange={(event) => setRowNumber(event.target.value)}
          error={!valid}
          helperText={valid ? ' ' : `1 to ${rows.length}`}
          sx={{ width: 140 }}
        />
        <TextField
          select
          label="Month"
          size="small"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          helperText=" "
          sx={{ width: 120 }}
        >
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={goToCell} disabled={!valid} sx={{ mb: 2.5 }}>
          Go to cell
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
