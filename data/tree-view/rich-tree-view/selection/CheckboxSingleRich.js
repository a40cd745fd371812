import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const PLANS = [
  {
    id: 'monthly',
    label: 'Monthly billing',
    children: [
      { id: 'monthly-basic', label: 'Basic, 9 € per month' },
      { id: 'monthly-team', label: 'Team, 29 € per month' },
    ],
  },
  {
    id: 'yearly',
    label: 'Yearly billing',
    children: [
      { id: 'yearly-basic', label: 'Basic, 90 € per year' },
      { id: 'yearly-team', label: 'Team, 290 € per year' },
    ],
  },
];

export default function CheckboxSingleRich() {
  const [plan, setPlan] = React.useState('monthly-basic');

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Subscription plan"
        items={PLANS}
        checkboxSelection
        isItemSelectionDisabled={(item) => !!item.children}
        selectedItems={plan}
        onSelectedItemsChange={(_event, itemId) => setPlan(itemId)}
        defaultExpandedItems={['monthly', 'yearly']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Chosen plan: {plan ?? 'none'}
      </Typography>
    </Box>
  );
}
