import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Step {
  id: number;
  step: string;
  minutes: number;
}

const initialSteps: Step[] = [
  { id: 1, step: 'Weigh the flour', minutes: 2 },
  { id: 2, step: 'Mix the dough', minutes: 10 },
  { id: 3, step: 'First rise', minutes: 90 },
  { id: 4, step: 'Shape the loaf', minutes: 5 },
  { id: 5, step: 'Bake', minutes: 40 },
];

export default function RowActionsOrderGrid() {
  const [rows, setRows] = React.useState(initialSteps);
  const nextId = React.useRef(initialSteps.length + 1);

  const move = React.useCallback((id: GridRowId, offset: -1 | 1) => {
    setRows((previous) => {
      const from = previous.findIndex((row) => row.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= previous.length) {
        return previous;
      }
      const next = [...previous];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  }, []);

  // The copy goes right below its original, with an ID that was never used.
  const duplicate = React.useCallback((id: GridRowId) => {
    setRows((previous) => {
      const index = previous.findIndex((row) => row.id === id);
      const copy = { ...previous[index], id: nextId.current, step: `${previous[index].step} (copy)` };
      nextId.current += 1;
      return [...previous.slice(0, index + 1), copy, ...previous.slice(index + 1)];
    });
  }, []);

  const columns = React.useMemo<GridColDef<Step>[]>(
    () => [
      { field: 'step', headerName: 'Step', flex: 1, minWidth: 160, editable: true },
      { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 140,
        renderCell: (params: GridRenderCellParams<Step>) => {
          const { id, row } = params;
          const index = rows.findIndex((item) => item.id === id);
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<ArrowUpwardIcon />}
                label={`Move "${row.step}" up`}
                disabled={index === 0}
                onClick={() => move(id, -1)}
              />
              <GridActionsCellItem
                icon={<ArrowDownwardIcon />}
                label={`Move "${row.step}" down`}
                disabled={index === rows.length - 1}
                onClick={() => move(id, 1)}
              />
              <GridActionsCellItem
                icon={<ContentCopyIcon />}
                label={`Duplicate "${row.step}"`}
                onClick={() => duplicate(id)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [rows, move, duplicate],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnSorting
        processRowUpdate={(updated: Step) => {
          setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
