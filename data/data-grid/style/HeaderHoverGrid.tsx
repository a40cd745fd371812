import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Score {
  id: number;
  team: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Score[] = [
  { id: 1, team: 'Harbor Hawks', q1: 22, q2: 18, q3: 25, q4: 19 },
  { id: 2, team: 'Valley Foxes', q1: 17, q2: 24, q3: 20, q4: 26 },
  { id: 3, team: 'Summit Owls', q1: 25, q2: 21, q3: 16, q4: 23 },
  { id: 4, team: 'River Otters', q1: 19, q2: 20, q3: 22, q4: 18 },
];

const columns: GridColDef<Score>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 140 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 80 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 80 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 80 },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 80 },
];

export default function HeaderHoverGrid() {
  const [hovered, setHovered] = React.useState<string | null>(null);
  const [locked, setLocked] = React.useState<string | null>(null);
  const highlighted = locked ?? hovered;

  const getCellClassName = React.useCallback(
    (params: GridCellParams) => (params.field === highlighted ? 'column-highlight' : ''),
    [highlighted],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {locked
          ? `Column ${locked} is locked. Double-click its header again to release it.`
          : 'Hover a header to highlight its column; double-click to lock the highlight.'}
      </Typography>
      <Box
        sx={(theme) => ({
          height: 290,
          width: '100%',
          '& .column-highlight': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        })}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          getCellClassName={getCellClassName}
          onColumnHeaderEnter={(params: GridColumnHeaderParams) => setHovered(params.field)}
          onColumnHeaderLeave={() => setHovered(null)}
          onColumnHeaderDoubleClick={(params: GridColumnHeaderParams) =>
            setLocked((current) => (current === params.field ? null : params.field))
          }
          hideFooter
        />
      </Box>
    </Stack>
  );
}
