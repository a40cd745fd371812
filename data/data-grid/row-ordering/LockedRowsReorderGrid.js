import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

// The opening and closing items stay where they are; the topics between them can move.
const initialRows = [
  { id: 1, topic: 'Welcome (fixed)', minutes: 5, locked: true },
  { id: 2, topic: 'Roadmap update', minutes: 15, locked: false },
  { id: 3, topic: 'Customer feedback', minutes: 10, locked: false },
  { id: 4, topic: 'Hiring plan', minutes: 10, locked: false },
  { id: 5, topic: 'Wrap-up (fixed)', minutes: 5, locked: true },
];

const columns = [
  { field: 'topic', headerName: 'Topic', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const isRowReorderable = ({ row }) => !row.locked;

// Refuses drops that would put a topic before the first fixed item or after the last one.
const isValidRowReorder = ({ apiRef, targetNode, dropPosition }) => {
  const target = apiRef.current.getRow(targetNode.id);
  if (!target?.locked) {
    return true;
  }
  return target.id === 1 ? dropPosition === 'below' : dropPosition === 'above';
};

function moveItem(items, from, to) {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function LockedRowsReorderGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = React.useCallback((params) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Agenda order: {rows.map((row) => row.id).join(', ')}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          isRowReorderable={isRowReorderable}
          isValidRowReorder={isValidRowReorder}
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
