import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DataGrid } from '@mui/x-data-grid';

const quarters = [
  { id: 'Q1', months: ['jan', 'feb', 'mar'] },
  { id: 'Q2', months: ['apr', 'may', 'jun'] },
];

const allMonths = quarters.flatMap((quarter) => quarter.months);

const rows = ['Lisbon', 'Porto', 'Braga', 'Faro'].map((store, index) => {
  const row = { id: index + 1, store };
  allMonths.forEach((month, monthIndex) => {
    row[month] = 20 + ((index * 13 + monthIndex * 7) % 30);
  });
  return row;
});

// Each quarter has a total column that stays visible when the quarter is collapsed.
const columns = [
  { field: 'store', headerName: 'Store', width: 110 },
  ...quarters.flatMap((quarter) => [
    ...quarter.months.map((month) => ({
      field: month,
      headerName: month[0].toUpperCase() + month.slice(1),
      type: 'number',
      width: 75,
    })),
    {
      field: `${quarter.id}-total`,
      headerName: 'Total',
      type: 'number',
      width: 85,
      valueGetter: (_value, row) => quarter.months.reduce((sum, month) => sum + row[month], 0),
    },
  ]),
];

export default function CollapsibleGroupsGrid() {
  const [visibility, setVisibility] = React.useState({});

  const groupingModel = React.useMemo(() => {
    const isCollapsed = (months) => months.every((month) => visibility[month] === false);
    const toggle = (months) => {
      const hide = !isCollapsed(months);
      setVisibility((previous) => ({ ...previous, ...Object.fromEntries(months.map((month) => [month, !hide])) }));
    };
    return quarters.map((quarter) => ({
      groupId: quarter.id,
      headerAlign: 'center',
      children: [...quarter.months.map((field) => ({ field })), { field: `${quarter.id}-total` }],
      renderHeaderGroup: () => {
        const collapsed = isCollapsed(quarter.months);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {quarter.id}
            <IconButton
              size="small"
              aria-label={collapsed ? `Show the months of ${quarter.id}` : `Hide the months of ${quarter.id}`}
              aria-expanded={!collapsed}
              onClick={() => toggle(quarter.months)}
            >
              {collapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
            </IconButton>
          </Box>
        );
      },
    }));
  }, [visibility]);

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={groupingModel}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
