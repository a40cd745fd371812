/** Column definitions shared by the ticket demos of this folder. */
export const ticketColumns = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];
