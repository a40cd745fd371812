import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const RECIPES = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [{ id: 'risotto', label: 'Mushroom risotto' }],
  },
];

export default function ThemeDefaultProps() {
  const outerTheme = useTheme();
  // Every TreeItem rendered under this provider gets the same icons and label style.
  const theme = createTheme(outerTheme, {
    components: {
      MuiTreeItem: {
        defaultProps: {
          slots: { expandIcon: ArrowRightIcon, collapseIcon: ArrowDropDownIcon },
          slotProps: { label: { style: { fontWeight: 500 } } },
        },
      },
    },
  });

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 220, minWidth: 260 }}>
        <RichTreeView aria-label="Recipes" items={RECIPES} defaultExpandedItems={['breakfast']} />
      </Box>
    </ThemeProvider>
  );
}
