import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const hours = ['h08', 'h10', 'h12', 'h14', 'h16', 'h18'];

const rows = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day, dayIndex) => {
  const row = { id: dayIndex + 1, day };
  hours.forEach((hour, hourIndex) => {
    row[hour] = (dayIndex * 13 + hourIndex * 29 + (hourIndex === 2 ? 40 : 0)) % 100;
  });
  return row;
});

// Five buckets mapped to five classes; the styles live in one sx object.
const bucket = (params) => `heat-${Math.min(4, Math.floor((params.value ?? 0) / 20))}`;

const columns = [
  { field: 'day', headerName: 'Day', width: 80 },
  ...hours.map((hour) => ({
    field: hour,
    headerName: `${hour.slice(1)}:00`,
    type: 'number',
    width: 80,
    align: 'center',
    headerAlign: 'center',
    cellClassName: bucket,
  })),
];

// One CSS rule per bucket, from light to dark shades of the primary color.
function heatStyles(theme) {
  const styles = {};
  // Light tints keep the text color; the two darkest levels switch to white text on a background
  // dark enough for it to stay readable (WCAG AA).
  [0.06, 0.14, 0.24, 0.85, 1].forEach((opacity, level) => {
    styles[`& .heat-${level}`] = {
      backgroundColor: alpha(theme.palette.primary.main, opacity),
      color: level > 2 ? '#fff' : 'inherit',
    };
  });
  return styles;
}

export default function HeatmapCellsGrid() {
  const theme = useTheme();
  const sx = React.useMemo(() => heatStyles(theme), [theme]);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu sx={sx} />
    </Box>
  );
}
