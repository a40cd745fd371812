import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  celsius: number;
}

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

const CHUNKS = 5;
const ProgressContext = React.createContext(0);

function ChunkProgressOverlay() {
  const loadedChunks = React.useContext(ProgressContext);
  const percent = Math.round((loadedChunks / CHUNKS) * 100);
  return (
    <GridOverlay sx={{ bgcolor: 'background.paper' }}>
      <Box sx={{ width: '60%' }}>
        <Typography variant="body2" id="chunk-progress-label" sx={{ mb: 1 }}>
          Loading readings: batch {loadedChunks} of {CHUNKS}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="chunk-progress-label" />
      </Box>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlayGrid() {
  const [rows, setRows] = React.useState<Reading[]>([]);
  const [loadedChunks, setLoadedChunks] = React.useState(0);
  const [loading, setLoading] = React.useState(false);

  const load = () => {
    setRows([]);
    setLoadedChunks(0);
    setLoading(true);
    const collected: Reading[] = [];
    // Five fake requests in a row, 400 ms each.
    const fetchChunk = (chunk: number) => {
      setTimeout(() => {
        for (let index = 0; index < 4; index += 1) {
          const id = chunk * 4 + index + 1;
          collected.push({ id, sensor: `Greenhouse ${id}`, celsius: 18 + ((id * 7) % 11) });
        }
        setLoadedChunks(chunk + 1);
        if (chunk + 1 < CHUNKS) {
          fetchChunk(chunk + 1);
        } else {
          setRows([...collected]);
          setLoading(false);
        }
      }, 400);
    };
    fetchChunk(0);
  };

  return (
    <ProgressContext.Provider value={loadedChunks}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Load readings
        </Button>
        <Box sx={{ height: 300, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            slots={{ loadingOverlay: ChunkProgressOverlay }}
            hideFooter
          />
        </Box>
      </Stack>
    </ProgressContext.Provider>
  );
}
