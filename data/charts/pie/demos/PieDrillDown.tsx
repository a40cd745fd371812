import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

type Slice = { id: string; label: string; value: number; children?: Slice[] };

const expenses: Slice[] = [
  {
    id: 'people',
    label: 'People',
    value: 540,
    children: [
      { id: 'salaries', label: 'Salaries', value: 430 },
      { id: 'training', label: 'Training', value: 40 },
      { id: 'benefits', label: 'Benefits', value: 70 },
    ],
  },
  {
    id: 'infrastructure',
    label: 'Infrastructure',
    value: 210,
    children: [
      { id: 'cloud', label: 'Cloud', value: 150 },
      { id: 'office', label: 'Office', value: 60 },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    value: 160,
    children: [
      { id: 'ads', label: 'Ads', value: 95 },
      { id: 'events', label: 'Events', value: 45 },
      { id: 'content', label: 'Content', value: 20 },
    ],
  },
  { id: 'other', label: 'Other', value: 90 },
];

export default function PieDrillDown() {
  // The category the reader has opened, or null for the top level.
  const [openId, setOpenId] = React.useState<string | null>(null);
  const open = expenses.find((slice) => slice.id === openId);
  const slices = open?.children ?? expenses;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Breadcrumbs aria-label="Level of detail">
        {open ? (
          <Link component="button" variant="body2" onClick={() => setOpenId(null)}>
            All expenses
          </Link>
        ) : (
          <Typography variant="body2">All expenses (click a category with details)</Typography>
        )}
        {open && <Typography variant="body2">{open.label}</Typography>}
      </Breadcrumbs>
      <PieChart
        height={280}
        title={open ? `${open.label} expenses` : 'Expenses by category'}
        series={[
          {
            // A new id per level makes the chart treat each level as a new series.
            id: open ? open.id : 'all',
            data: slices.map(({ id, label, value }) => ({ id, label, value })),
            innerRadius: 40,
            paddingAngle: 1,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value} k€`,
          },
        ]}
        onItemClick={(_event, item) => {
          const slice = slices[item.dataIndex];
          if (!open && slice.children) {
            setOpenId(slice.id);
          }
        }}
      />
    </Stack>
  );
}
