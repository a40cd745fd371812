import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'priority', headerName: 'Priority', width: 120 },
];

// The overlay is a slot component: it gets its action from this context, not from props.
const AddTicketContext = React.createContext<() => void>(() => {});

function EmptyInbox() {
  const addTicket = React.useContext(AddTicketContext);
  return (
    <GridOverlay>
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle1" component="p">
          Inbox zero
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No open tickets. Create one to try the grid.
        </Typography>
        <Button size="small" variant="contained" onClick={addTicket}>
          New ticket
        </Button>
      </Box>
    </GridOverlay>
  );
}

const subjects = ['Printer offline', 'VPN keeps dropping', 'Reset my password'];

export default function CustomNoRowsGrid() {
  const [rows, setRows] = React.useState<Ticket[]>([]);

  const addTicket = React.useCallback(() => {
    setRows((previous) => [
      ...previous,
      { id: previous.length + 1, subject: subjects[previous.length % subjects.length], priority: 'Normal' },
    ]);
  }, []);

  return (
    <AddTicketContext.Provider value={addTicket}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button size="small" onClick={() => setRows([])} disabled={rows.length === 0}>
          Resolve all tickets
        </Button>
        <Box sx={{ height: 300, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} slots={{ noRowsOverlay: EmptyInbox }} hideFooter />
        </Box>
      </Stack>
    </AddTicketContext.Provider>
  );
}
