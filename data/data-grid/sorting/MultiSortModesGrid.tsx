import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'size', headerName: 'Size', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
];

type Mode = 'withModifierKey' | 'always' | 'disabled';

export default function MultiSortModesGrid() {
  const [mode, setMode] = React.useState<Mode>('always');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="multi-sort-mode">Adding a sort column</FormLabel>
        <RadioGroup
          row
          aria-labelledby="multi-sort-mode"
          value={mode}
          onChange={(event) => {
            setMode(event.target.value as Mode);
            setSortModel([]);
          }}
        >
          <FormControlLabel value="withModifierKey" control={<Radio />} label="Shift/Ctrl + click" />
          <FormControlLabel value="always" control={<Radio />} label="Every click" />
          <FormControlLabel value="disabled" control={<Radio />} label="Never" />
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        Sort model: {sortModel.length ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', then ') : 'none'}
      </Typography>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGridPro
          rows={products}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode={mode === 'always' ? 'always' : 'withModifierKey'}
          disableMultipleColumnsSorting={mode === 'disabled'}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
