import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, bib: 112, name: 'Aiyana Brooks', distance: 0 },
  { id: 2, bib: 245, name: 'Tobias Lund', distance: 0 },
  { id: 3, bib: 318, name: 'Femi Adeyemi', distance: 0 },
  { id: 4, bib: 407, name: 'Carla Mendes', distance: 0 },
  { id: 5, bib: 566, name: 'Hana Yoshida', distance: 0 },
];

const columns = [
  { field: 'bib', headerName: 'Bib', width: 80 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  {
    field: 'distance',
    headerName: 'Distance',
    type: 'number',
    width: 130,
    valueFormatter: (value) => `${(value / 1000).toFixed(2)} km`,
  },
];

export default function BufferedStreamGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [stats, setStats] = React.useState({ messages: 0, renders: 0 });
  const buffer = React.useRef([]);

  React.useEffect(() => {
    // The "socket": a message every 40 ms with a few meters for one runner.
    let tick = 0;
    const socket = setInterval(() => {
      tick += 1;
      buffer.current.push({ id: (tick % initialRows.length) + 1, meters: 3 + ((tick * 7) % 5) });
    }, 40);

    // The flush: once every 500 ms, all buffered messages become one new rows array.
    const flush = setInterval(() => {
      const messages = buffer.current;
      if (messages.length === 0) {
        return;
      }
      buffer.current = [];
      setRows((previous) =>
        previous.map((row) => {
          const meters = messages.filter((message) => message.id === row.id).reduce((sum, m) => sum + m.meters, 0);
          return meters === 0 ? row : { ...row, distance: row.distance + meters };
        }),
      );
      setStats((previous) => ({ messages: previous.messages + messages.length, renders: previous.renders + 1 }));
    }, 500);

    return () => {
      clearInterval(socket);
      clearInterval(flush);
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">
        {stats.messages} messages applied in {stats.renders} updates of the rows prop.
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'distance', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
