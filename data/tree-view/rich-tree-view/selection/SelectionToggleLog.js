import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const FEEDS = [
  {
    id: 'science',
    label: 'Science',
    children: [
      { id: 'astronomy', label: 'Astronomy' },
      { id: 'biology', label: 'Biology' },
    ],
  },
  { id: 'cooking', label: 'Cooking' },
];

export default function SelectionToggleLog() {
  const [events, setEvents] = React.useState([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="News feeds"
        items={FEEDS}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true }}
        defaultExpandedItems={['science']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setEvents((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 4))
        }
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        onItemSelectionToggle calls
      </Typography>
      <List dense disablePadding>
        {events.map((entry, index) => (
          <ListItem key={`${entry}-${index}`} disableGutters>
            {entry}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
