import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const initialRows: Track[] = [
  { id: 1, title: 'Morning Ferry', artist: 'Lowland Echo', length: '3:41' },
  { id: 2, title: 'Paper Lanterns', artist: 'Mira Sol', length: '4:05' },
  { id: 3, title: 'Static Bloom', artist: 'The Quiet Hours', length: '2:58' },
  { id: 4, title: 'Salt Roads', artist: 'Lowland Echo', length: '5:12' },
];

export default function RowActionsMenuGrid() {
  const [rows, setRows] = React.useState<Track[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

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

  const duplicate = React.useCallback((id: GridRowId) => {
    setRows((previous) => {
      const index = previous.findIndex((row) => row.id === id);
      if (index < 0) {
        return previous;
      }
      const copy = { ...previous[index], id: nextId.current, title: `${previous[index].title} (copy)` };
      nextId.current += 1;
      return [...previous.slice(0, index + 1), copy, ...previous.slice(index + 1)];
    });
  }, []);

  const remove = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Track>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, editable: true },
      { field: 'artist', headerName: 'Artist', width: 150, editable: true },
      { field: 'length', headerName: 'Length', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params: GridRenderCellParams<Track>) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<DeleteIcon />} label="Delete" onClick={() => remove(params.id)} />
            <GridActionsCellItem
              icon={<ArrowUpwardIcon />}
              label="Move up"
              onClick={() => move(params.id, -1)}
              showInMenu
            />
            <GridActionsCellItem
              icon={<ArrowDownwardIcon />}
              label="Move down"
              onClick={() => move(params.id, 1)}
              showInMenu
            />
            <GridActionsCellItem
              icon={<ContentCopyIcon />}
              label="Duplicate"
              onClick={() => duplicate(params.id)}
              showInMenu
            />
          </GridActionsCell>
        ),
      },
    ],
    [duplicate, move, remove],
  );

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} disableColumnSorting hideFooter />
    </Box>
  );
}
