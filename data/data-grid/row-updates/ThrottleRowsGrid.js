import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';

const initialRows = ['Cold room', 'Loading bay', 'Server room', 'Office', 'Roof'].map((location, index) => ({
  id: index + 1,
  location,
  temperature: 18 + index,
  readings: 0,
}));

const columns = [
  { field: 'location', headerName: 'Sensor', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 130,
    valueFormatter: (value) => `${value.toFixed(1)} °C`,
  },
  { field: 'readings', headerName: 'Readings', type: 'number', width: 110 },
];

export default function ThrottleRowsGrid() {
  const apiRef = useGridApiRef();
  const [throttled, setThrottled] = React.useState(true);
  const readings = React.useRef(initialRows.map((row) => ({ ...row })));

  // Twenty messages per second, each about one sensor, like a WebSocket feed.
  React.useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const sensor = readings.current[tick % readings.current.length];
      sensor.temperature += Math.sin(tick / 3) * 0.4;
      sensor.readings += 1;
      apiRef.current?.updateRows([{ id: sensor.id, temperature: sensor.temperature, readings: sensor.readings }]);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={throttled} onChange={(event) => setThrottled(event.target.checked)} />}
          label="throttleRowsMs={1000}"
        />
        <Typography variant="body2" role="status">
          {throttled ? 'The grid applies the queued updates once per second.' : 'Every message re-renders the grid.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttled ? 1000 : 0}
          initialState={{ sorting: { sortModel: [{ field: 'temperature', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
