import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 101,
    subject: 'Cannot reset password',
    requester: 'o.kowalski@example.com',
    description: 'The reset email never arrives. Checked the spam folder twice.',
  },
  {
    id: 102,
    subject: 'Invoice shows wrong VAT',
    requester: 'finance@cirrus.example',
    description: 'The March invoice applies 19% instead of 7% for books.',
  },
  {
    id: 103,
    subject: 'Export to CSV is slow',
    requester: 'm.ito@example.com',
    description: 'Exporting 40,000 rows takes more than a minute on Chrome.',
  },
];

// Reads the expanded rows from the grid state, so the label follows every toggle.
function DetailsToggleCell(props) {
  const { id } = props;
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const expanded = expandedIds.has(id);
  return (
    <Button
      size="small"
      aria-expanded={expanded}
      onClick={(event) => {
        // The grid also toggles the panel on a click in this column: stop the click here so it toggles once.
        event.stopPropagation();
        apiRef.current.toggleDetailPanel(id);
      }}
    >
      {expanded ? 'Hide' : 'Details'}
    </Button>
  );
}

const columns = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'requester', headerName: 'Requester', width: 200 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    width: 100,
    align: 'center',
    renderCell: (params) => <DetailsToggleCell {...params} />,
  },
];

const getDetailPanelContent = ({ row }) => (
  <Box sx={{ px: 2, py: 1.5 }}>
    <Typography variant="body2">{row.description}</Typography>
  </Box>
);

const getDetailPanelHeight = () => 'auto';

export default function CustomToggleColumnGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
