import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Row = { id: number; store: string } & Record<string, number | string>;

const stores = ['Leeds', 'Utrecht', 'Graz', 'Tampere'];

const rows: Row[] = stores.map((store, storeIndex) => {
  const row: Row = { id: storeIndex + 1, store };
  months.forEach((month, monthIndex) => {
    row[month] = 20 + ((storeIndex * 13 + monthIndex * 7) % 30);
  });
  return row;
});

const columns: GridColDef<Row>[] = [
  { field: 'store', headerName: 'Store', width: 100 },
  ...months.map<GridColDef<Row>>((month) => ({ field: month, headerName: month, type: 'number', width: 60 })),
];

type Period = 'quarter' | 'half';

// Builds one group per block of `size` months, straight from the column list.
function groupMonths(size: number, label: (index: number) => string): GridColumnGroupingModel {
  return Array.from({ length: months.length / size }, (_, index) => ({
    groupId: label(index),
    headerAlign: 'center',
    children: months.slice(index * size, index * size + size).map((field) => ({ field })),
  }));
}

const models: Record<Period, GridColumnGroupingModel> = {
  quarter: groupMonths(3, (index) => `Q${index + 1}`),
  half: groupMonths(6, (index) => `H${index + 1}`),
};

export default function GeneratedGroupsGrid() {
  const [period, setPeriod] = React.useState<Period>('quarter');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        onChange={(_event, value: Period | null) => value && setPeriod(value)}
        aria-label="Group months by"
      >
        <ToggleButton value="quarter">Quarters</ToggleButton>
        <ToggleButton value="half">Half-years</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={models[period]}
          columnGroupHeaderHeight={36}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
    </Stack>
  );
}
