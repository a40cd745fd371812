import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function DebugLoggerGrid() {
  const [lines, setLines] = React.useState([]);
  const buffer = React.useRef([]);
  const nextId = React.useRef(1);

  // The grid may log while it renders, so messages go to a buffer first, never straight to state.
  const logger = React.useMemo(() => {
    const write =
      (level) =>
      (...args) => {
        buffer.current.push(`[${level}] ${args.map(String).join(' ')}`);
      };
    return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
  }, []);

  React.useEffect(() => {
    const timer = setInterval(() => {
      if (buffer.current.length === 0) {
        return;
      }
      const fresh = buffer.current.map((text) => {
        const id = nextId.current;
        nextId.current += 1;
        return { id, text };
      });
      buffer.current = [];
      setLines((previous) => [...fresh.reverse(), ...previous].slice(0, 40));
    }, 300);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={employees} columns={columns} logger={logger} logLevel="debug" hideFooter />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          Grid log (newest first)
        </Typography>
        <Button size="small" onClick={() => setLines([])}>
          Clear
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-label="Grid log"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          pl: 1,
          height: 160,
          overflow: 'auto',
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </Box>
    </Stack>
  );
}
