import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Plan = 'MIT' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  feature: string;
  area: string;
  plan: Plan;
  path: string;
}

const features: Feature[] = [
  { id: 1, feature: 'Sorting on one column', area: 'Data', plan: 'MIT', path: 'sorting' },
  { id: 2, feature: 'Filtering and quick filter', area: 'Data', plan: 'MIT', path: 'filtering' },
  { id: 3, feature: 'Pagination', area: 'Data', plan: 'MIT', path: 'pagination' },
  { id: 4, feature: 'Cell and row editing', area: 'Editing', plan: 'MIT', path: 'editing' },
  { id: 5, feature: 'Row selection', area: 'Selection', plan: 'MIT', path: 'row-selection' },
  { id: 6, feature: 'Column groups', area: 'Columns', plan: 'MIT', path: 'column-groups' },
  { id: 7, feature: 'CSV export and print', area: 'Export', plan: 'MIT', path: 'export' },
  { id: 8, feature: 'Multi-column sorting', area: 'Data', plan: 'Pro', path: 'sorting' },
  { id: 9, feature: 'Header filters', area: 'Data', plan: 'Pro', path: 'filtering/header-filters' },
  { id: 10, feature: 'Column pinning', area: 'Columns', plan: 'Pro', path: 'column-pinning' },
  { id: 11, feature: 'Column reordering', area: 'Columns', plan: 'Pro', path: 'column-ordering' },
  { id: 12, feature: 'Tree data', area: 'Rows', plan: 'Pro', path: 'tree-data' },
  { id: 13, feature: 'Master-detail panels', area: 'Rows', plan: 'Pro', path: 'master-detail' },
  { id: 14, feature: 'Row reordering', area: 'Rows', plan: 'Pro', path: 'row-ordering' },
  { id: 15, feature: 'Row grouping', area: 'Rows', plan: 'Premium', path: 'row-grouping' },
  { id: 16, feature: 'Aggregation', area: 'Data', plan: 'Premium', path: 'aggregation' },
  { id: 17, feature: 'Pivoting', area: 'Data', plan: 'Premium', path: 'pivoting' },
  { id: 18, feature: 'Excel export', area: 'Export', plan: 'Premium', path: 'export' },
  { id: 19, feature: 'Cell selection', area: 'Selection', plan: 'Premium', path: 'cell-selection' },
  { id: 20, feature: 'Clipboard paste', area: 'Editing', plan: 'Premium', path: 'clipboard' },
  { id: 21, feature: 'Undo and redo', area: 'Editing', plan: 'Premium', path: 'undo-redo' },
];

const planOrder: Record<Plan, number> = { MIT: 0, Pro: 1, Premium: 2 };
const planColor: Record<Plan, 'default' | 'primary' | 'secondary'> = {
  MIT: 'default',
  Pro: 'primary',
  Premium: 'secondary',
};

const columns: GridColDef<Feature>[] = [
  {
    field: 'feature',
    headerName: 'Feature',
    flex: 1,
    minWidth: 200,
    renderCell: (params) => <Link href={`/x/react-data-grid/${params.row.path}/`}>{params.value}</Link>,
  },
  { field: 'area', headerName: 'Area', width: 120 },
  {
    field: 'plan',
    headerName: 'Lowest plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 140,
    // Sort by plan level rather than alphabetically.
    sortComparator: (a: Plan, b: Plan) => planOrder[a] - planOrder[b],
    renderCell: (params) => <Chip size="small" label={params.value} color={planColor[params.value as Plan]} />,
  },
];

export default function FeatureFinderGrid() {
  const [plan, setPlan] = React.useState<Plan>('Premium');

  // Plans are cumulative: a plan includes its own features and those of the plans below it.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: [
        {
          id: 'plan',
          field: 'plan',
          operator: 'isAnyOf',
          value: (Object.keys(planOrder) as Plan[]).filter((item) => planOrder[item] <= planOrder[plan]),
        },
      ],
    }),
    [plan],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" id="plan-label">
          What I get with:
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={plan}
          onChange={(_event, value: Plan | null) => value && setPlan(value)}
          aria-labelledby="plan-label"
        >
          <ToggleButton value="MIT">DataGrid</ToggleButton>
          <ToggleButton value="Pro">DataGridPro</ToggleButton>
          <ToggleButton value="Premium">DataGridPremium</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={features}
          columns={columns}
          filterModel={filterModel}
          initialState={{ sorting: { sortModel: [{ field: 'plan', sort: 'desc' }] } }}
          density="compact"
          disableColumnFilter
          hideFooterSelectedRowCount
        />
      </Box>
    </Box>
  );
}
