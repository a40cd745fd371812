import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Visit {
  id: number;
  arrived: Date;
  visitor: string;
  host: string;
}

const visits: Visit[] = [
  { id: 1, arrived: new Date(2026, 4, 11, 9, 5), visitor: 'Lena Park', host: 'Facilities' },
  { id: 2, arrived: new Date(2026, 4, 11, 10, 40), visitor: 'Omar Haddad', host: 'Finance' },
  { id: 3, arrived: new Date(2026, 4, 11, 14, 15), visitor: 'Ruth Amsel', host: 'Finance' },
  { id: 4, arrived: new Date(2026, 4, 12, 8, 55), visitor: 'Tiago Reis', host: 'Legal' },
  { id: 5, arrived: new Date(2026, 4, 12, 16, 30), visitor: 'Yuki Mori', host: 'Facilities' },
  { id: 6, arrived: new Date(2026, 4, 13, 11, 0), visitor: 'Ana Costa', host: 'Legal' },
];

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

// The grid compares span values with ===. Two Date objects are never identical, so without a
// rowSpanValueGetter the day column never merges; a string key for the calendar day does.
const dayKey = (value: Date) => value.toDateString();

function makeColumns(byDay: boolean): GridColDef<Visit>[] {
  return [
    {
      field: 'arrived',
      headerName: 'Day',
      type: 'dateTime',
      width: 140,
      valueFormatter: (value: Date) => dayFormat.format(value),
      ...(byDay ? { rowSpanValueGetter: dayKey } : {}),
    },
    {
      field: 'time',
      headerName: 'Time',
      width: 90,
      valueGetter: (_value, row) => timeFormat.format(row.arrived),
    },
    { field: 'visitor', headerName: 'Visitor', flex: 1, minWidth: 130 },
    // Strings compare by value, so repeated hosts merge without help.
    { field: 'host', headerName: 'Host', width: 120 },
  ];
}

export default function DaySpanGrid() {
  const [byDay, setByDay] = React.useState(true);
  const columns = React.useMemo(() => makeColumns(byDay), [byDay]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={byDay} onChange={(event) => setByDay(event.target.checked)} />}
        label="Compare the day column by calendar day"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid rows={visits} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
      </Box>
    </Box>
  );
}
