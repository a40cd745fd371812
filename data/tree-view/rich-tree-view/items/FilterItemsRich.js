import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const COOKBOOK = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'pumpkin-soup', label: 'Pumpkin soup' },
      { id: 'miso-soup', label: 'Miso soup' },
    ],
  },
  {
    id: 'mains',
    label: 'Main dishes',
    children: [
      {
        id: 'pasta',
        label: 'Pasta',
        children: [
          { id: 'carbonara', label: 'Carbonara' },
          { id: 'pumpkin-ravioli', label: 'Pumpkin ravioli' },
        ],
      },
      { id: 'risotto', label: 'Mushroom risotto' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'tiramisu', label: 'Tiramisu' },
      { id: 'pumpkin-pie', label: 'Pumpkin pie' },
    ],
  },
];

// Keeps the items whose label contains the query, plus the ancestors that lead to them.
function filterRecipes(recipes, query) {
  const result = [];
  recipes.forEach((recipe) => {
    const matches = recipe.label.toLowerCase().includes(query);
    const children = recipe.children ? filterRecipes(recipe.children, query) : [];
    if (matches || children.length > 0) {
      // A matching group keeps all its children, otherwise only the matching ones.
      result.push({ ...recipe, children: matches ? recipe.children : children });
    }
  });
  return result;
}

function collectParentIds(recipes) {
  return recipes.flatMap((recipe) =>
    recipe.children?.length ? [recipe.id, ...collectParentIds(recipe.children)] : [],
  );
}

export default function FilterItemsRich() {
  const [query, setQuery] = React.useState('');
  const [expandedItems, setExpandedItems] = React.useState([]);

  const normalizedQuery = query.trim().toLowerCase();
  const visibleRecipes = React.useMemo(
    () => (normalizedQuery ? filterRecipes(COOKBOOK, normalizedQuery) : COOKBOOK),
    [normalizedQuery],
  );

  const handleQueryChange = (event) => {
    const nextQuery = event.target.value;
    setQuery(nextQuery);
    const trimmed = nextQuery.trim().toLowerCase();
    // Open every branch that leads to a match; close them all when the field is cleared.
    setExpandedItems(trimmed ? collectParentIds(filterRecipes(COOKBOOK, trimmed)) : []);
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <TextField label="Find a recipe" size="small" value={query} onChange={handleQueryChange} sx={{ mb: 1 }} />
      {visibleRecipes.length > 0 ? (
        <RichTreeView
          aria-label="Cookbook"
          items={visibleRecipes}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No recipe matches “{query}”.
        </Typography>
      )}
    </Box>
  );
}
