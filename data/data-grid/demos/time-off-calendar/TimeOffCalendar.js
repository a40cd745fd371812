import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { COMPANY_DAY, DAYS_IN_MONTH, MONTH, YEAR, createLeaveRows, isWeekend } from './calendarData';

// Fixed dark shades: white letters keep their contrast in light and dark mode.
const leaveStyles = {
  vacation: { label: 'Vacation', letter: 'V', color: '#1565c0' },
  sick: { label: 'Sick leave', letter: 'S', color: '#c62828' },
  personal: { label: 'Personal day', letter: 'P', color: '#2e7d32' },
  company: { label: 'Company day off', letter: 'C', color: '#616161' },
};

const weekdayLetter = (day) => new Date(YEAR, MONTH, day).toLocaleDateString('en-US', { weekday: 'narrow' });

function LeaveBlock({ leave }) {
  const style = leaveStyles[leave];
  return (
    <Box
      role="img"
      aria-label={style.label}
      title={style.label}
      sx={{
        width: '100%',
        height: 26,
        borderRadius: 1,
        bgcolor: style.color,
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 'bold',
      }}
    >
      {style.letter}
    </Box>
  );
}

const dayFields = Array.from({ length: DAYS_IN_MONTH }, (_, index) => index + 1);

const dayColumns = dayFields.map((day) => ({
  field: `d${day}`,
  headerName: `${weekdayLetter(day)} ${day}`,
  description: new Date(YEAR, MONTH, day).toLocaleDateString('en-US', { dateStyle: 'full' }),
  width: 44,
  minWidth: 44,
  align: 'center',
  headerAlign: 'center',
  sortable: false,
  resizable: false,
  disableColumnMenu: true,
  display: 'flex',
  // The value is the leave type (or ''), so filtering and export work on words, not colors.
  valueGetter: (_value, row) => row.leave[day] ?? '',
  valueFormatter: (value) => (value ? leaveStyles[value].label : ''),
  renderCell: (params) => (params.value ? <LeaveBlock leave={params.value} /> : null),
  renderHeader: () => (
    <Box sx={{ lineHeight: 1.2, textAlign: 'center', fontSize: 12 }}>
      <div>{weekdayLetter(day)}</div>
      <strong>{day}</strong>
    </Box>
  ),
  cellClassName: isWeekend(day) ? 'weekend' : '',
  headerClassName: isWeekend(day) ? 'weekend' : '',
}));

const columns = [
  { field: 'name', headerName: 'Employee', width: 150 },
  { field: 'team', headerName: 'Team', width: 90 },
  ...dayColumns,
  {
    field: 'total',
    headerName: 'Days off',
    type: 'number',
    width: 90,
    // Company days are everyone's, so they do not count against the allowance.
    valueGetter: (_value, row) => Object.values(row.leave).filter((leave) => leave && leave !== 'company').length,
  },
];

// One group per calendar week (Monday to Sunday), named after its first and last day.
const columnGroupingModel = (() => {
  const groups = [];
  let week = [];
  const flush = () => {
    if (week.length > 0) {
      groups.push({
        groupId: `week-${week[0]}`,
        headerName: week.length > 1 ? `Mar ${week[0]}–${week[week.length - 1]}` : '',
        headerAlign: 'center',
        children: week.map((day) => ({ field: `d${day}` })),
      });
      week = [];
    }
  };
  dayFields.forEach((day) => {
    week.push(day);
    if (new Date(YEAR, MONTH, day).getDay() === 0) {
      flush();
    }
  });
  flush();
  return groups;
})();

export default function TimeOffCalendar() {
  const [rows, setRows] = React.useState(createLeaveRows);
  const [brush, setBrush] = React.useState('vacation');

  const paint = (params) => {
    const day = Number(params.field.slice(1));
    if (!params.field.startsWith('d') || Number.isNaN(day) || isWeekend(day) || day === COMPANY_DAY) {
      return;
    }
    setRows((previous) =>
      previous.map((row) => {
        if (row.id !== params.id) {
          return row;
        }
        const leave = { ...row.leave };
        if (brush === 'clear') {
          delete leave[day];
        } else {
          leave[day] = brush;
        }
        return { ...row, leave };
      }),
    );
  };

  const totals = rows.reduce(
    (sum, row) => {
      Object.values(row.leave).forEach((leave) => {
        if (leave) {
          sum[leave] += 1;
        }
      });
      return sum;
    },
    { vacation: 0, sick: 0, personal: 0, company: 0 },
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" id="brush-label">
          Click a weekday cell to set:
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={brush}
          onChange={(_event, value) => value && setBrush(value)}
          aria-labelledby="brush-label"
        >
          <ToggleButton value="vacation">Vacation</ToggleButton>
          <ToggleButton value="sick">Sick</ToggleButton>
          <ToggleButton value="personal">Personal</ToggleButton>
          <ToggleButton value="clear">Clear</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }} role="status">
        {Object.keys(leaveStyles).map((leave) => (
          <Stack key={leave} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 22 }}>
              <LeaveBlock leave={leave} />
            </Box>
            <Typography variant="body2">
              {leaveStyles[leave].label}: {totals[leave]} days
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={{
          height: 560,
          '& .weekend, & .MuiDataGrid-columnHeader.weekend': { bgcolor: 'action.hover' },
          '& .MuiDataGrid-cell': { px: 0.5 },
        }}
      >
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnHeaderHeight={48}
          rowHeight={40}
          initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
          onCellClick={paint}
          showCellVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
