import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const SERIES_ID = 'expenses';

const expenses = [
  { id: 'rent', label: 'Rent', value: 1250 },
  { id: 'food', label: 'Groceries', value: 480 },
  { id: 'transport', label: 'Transport', value: 190 },
  { id: 'leisure', label: 'Leisure', value: 260 },
  { id: 'savings', label: 'Savings', value: 400 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function PieListHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <List dense aria-label="Monthly expenses" sx={{ width: 220 }}>
        {expenses.map((expense, index) => (
          <ListItem key={expense.id} disablePadding>
            <ListItemButton
              selected={highlighted?.seriesId === SERIES_ID && highlighted.dataIndex === index}
              // Pointer and keyboard focus both drive the chart highlight.
              onMouseEnter={() => setHighlighted({ seriesId: SERIES_ID, dataIndex: index })}
              onMouseLeave={() => setHighlighted(null)}
              onFocus={() => setHighlighted({ seriesId: SERIES_ID, dataIndex: index })}
              onBlur={() => setHighlighted(null)}
            >
              <ListItemText primary={expense.label} secondary={currency.format(expense.value)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <PieChart
        width={260}
        height={260}
        hideLegend
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={[
          {
            id: SERIES_ID,
            data: expenses,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { color: '#e0e0e0', additionalRadius: -4 },
            valueFormatter: (item) => currency.format(item.value),
          },
        ]}
      />
    </Box>
  );
}
