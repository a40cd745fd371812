import Box from '@mui/material/Box';
import { alpha, createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function ThemeStyleOverrides() {
  const outerTheme = useTheme();
  const theme = createTheme(outerTheme, {
    components: {
      MuiSimpleTreeView: {
        styleOverrides: {
          root: { padding: 4, borderRadius: 8, border: `1px solid ${outerTheme.palette.divider}` },
        },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: {
            borderRadius: 6,
            [`&.${treeItemClasses.selected}`]: {
              backgroundColor: alpha(outerTheme.palette.secondary.main, 0.16),
            },
          },
          label: { fontSize: '0.875rem' },
        },
      },
    },
  });

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: 220, maxWidth: 300 }}>
        <SimpleTreeView
          aria-label="Podcast library"
          defaultExpandedItems={['subscriptions']}
          defaultSelectedItems="episode-2"
        >
          <TreeItem itemId="subscriptions" label="Subscriptions">
            <TreeItem itemId="episode-1" label="Ep. 41: Growing tomatoes" />
            <TreeItem itemId="episode-2" label="Ep. 42: Compost myths" />
          </TreeItem>
          <TreeItem itemId="downloads" label="Downloads" />
        </SimpleTreeView>
      </Box>
    </ThemeProvider>
  );
}
