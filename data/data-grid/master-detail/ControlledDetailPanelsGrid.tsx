import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  plan: 'Free' | 'Team' | 'Enterprise';
  notes: string;
}

const rows: Customer[] = [
  { id: 1, name: 'Atlas Legal', plan: 'Enterprise', notes: 'Renewal due in March. Asked for SSO.' },
  { id: 2, name: 'Bean & Leaf', plan: 'Free', notes: '' },
  { id: 3, name: 'Cirrus Labs', plan: 'Team', notes: 'Two support tickets this month.' },
  { id: 4, name: 'Delta Freight', plan: 'Enterprise', notes: 'Wants a custom export format.' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 130 },
];

// Rows without notes have no panel: returning null hides their toggle.
const getDetailPanelContent = ({ row }: GridRowParams<Customer>) =>
  row.notes ? (
    <Typography variant="body2" sx={{ p: 2 }}>
      {row.notes}
    </Typography>
  ) : null;

const getDetailPanelHeight = () => 56;

export default function ControlledDetailPanelsGrid() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([1]));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(new Set(rows.filter((row) => row.notes).map((row) => row.id)))}
        >
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
        />
      </Box>
    </Stack>
  );
}
