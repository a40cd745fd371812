import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Checkout latency spike',
    notes:
      'p95 latency rose from 300 ms to 2.4 s at 14:02. Cause: a cache node restarted during a deploy and the warm-up job was skipped. Mitigated by re-running warm-up at 14:19. Follow-up: make warm-up a deploy step.',
  },
  { id: 2, title: 'Expired TLS certificate', notes: 'Renewed manually; automatic renewal re-enabled.' },
  {
    id: 3,
    title: 'Duplicate emails',
    notes:
      'The retry queue resent 1,200 order confirmations after a broker failover. Idempotency keys were missing on the email worker; they are now added and tested, and affected customers received an apology note.',
  },
];

const ExpandedContext = React.createContext({
  expanded: new Set(),
  toggle: () => {},
});

function ToggleCell({ id }) {
  const { expanded, toggle } = React.useContext(ExpandedContext);
  const isOpen = expanded.has(id);
  return (
    <Button size="small" onClick={() => toggle(id)} aria-expanded={isOpen}>
      {isOpen ? 'Collapse' : 'Expand'}
    </Button>
  );
}

const columns = [
  { field: 'title', headerName: 'Incident', width: 200, display: 'flex' },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 200 },
  { field: 'toggle', headerName: '', width: 110, sortable: false, renderCell: ToggleCell, display: 'flex' },
];

export default function ExpandableRowsGrid() {
  const [expanded, setExpanded] = React.useState(() => new Set([1]));

  const toggle = React.useCallback((id) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  // Expanded rows grow to fit their notes; the others keep the default height.
  const getRowHeight = React.useCallback(({ id }) => (expanded.has(id) ? 'auto' : null), [expanded]);

  // Only expanded notes wrap; collapsed ones stay on one line with an ellipsis.
  const getCellClassName = React.useCallback(
    ({ field, id }) => (field === 'notes' && expanded.has(id) ? 'notes-expanded' : ''),
    [expanded],
  );

  const context = React.useMemo(() => ({ expanded, toggle }), [expanded, toggle]);

  return (
    <ExpandedContext.Provider value={context}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          getCellClassName={getCellClassName}
          hideFooter
          // On the grid itself, so the rule comes after the grid's own cell styles.
          sx={{ '& .MuiDataGrid-cell.notes-expanded': { whiteSpace: 'normal', py: 1, lineHeight: 1.5 } }}
        />
      </Box>
    </ExpandedContext.Provider>
  );
}
