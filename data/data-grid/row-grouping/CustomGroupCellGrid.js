import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

const chipColor = {
  Critical: 'error',
  High: 'warning',
  Normal: 'info',
  Low: 'default',
};

function PriorityGroupCell(props) {
  const apiRef = useGridApiContext();
  const { rowNode } = props;
  // Number of leaf rows under each group that pass the current filters.
  const counts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);
  // Leaf rows keep an empty cell in the grouping column.
  if (rowNode.type !== 'group') {
    return null;
  }
  const key = String(rowNode.groupingKey);
  const count = counts[rowNode.id] ?? 0;
  const expanded = rowNode.childrenExpanded;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <IconButton
        size="small"
        aria-label={expanded ? `Collapse ${key}` : `Expand ${key}`}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(rowNode.id, !expanded);
        }}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Chip size="small" label={key} color={chipColor[key]} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {count} tickets
      </Typography>
    </Stack>
  );
}

export default function CustomGroupCellGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        initialState={{ rowGrouping: { model: ['priority'] } }}
        groupingColDef={{
          headerName: 'Priority',
          width: 230,
          renderCell: (params) => <PriorityGroupCell {...params} />,
        }}
      />
    </Box>
  );
}
