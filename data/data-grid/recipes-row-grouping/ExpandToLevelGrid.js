import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140 },
];

export default function ExpandToLevelGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'country', 'product'] },
      aggregation: { model: { revenue: 'sum' } },
    },
  });

  // Opens every group above `levels` and closes the others. Depth 0 is the first grouping level.
  const expandToLevel = (levels) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      // The tree's root is a group at depth -1; it is always expanded.
      if (node.type === 'group' && node.depth >= 0) {
        api.setRowChildrenExpansion(node.id, node.depth < levels);
      }
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => expandToLevel(0)}>
          Regions only
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandToLevel(1)}>
          Show countries
        </Button>
        <Button size="small" variant="outlined" onClick={() => expandToLevel(2)}>
          Show products
        </Button>
      </Stack>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={sales} columns={columns} initialState={initialState} />
      </Box>
    </Stack>
  );
}
