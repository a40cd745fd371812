import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Course modules"
        defaultExpandedItems={['module-1']}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLog((previous) => [`${itemId} ${isExpanded ? 'opened' : 'closed'}`, ...previous].slice(0, 3))
        }
      >
        <TreeItem itemId="module-1" label="Module 1: Basics">
          <TreeItem itemId="lesson-1" label="Lesson 1" />
          <TreeItem itemId="lesson-2" label="Lesson 2" />
        </TreeItem>
        <TreeItem itemId="module-2" label="Module 2: Practice">
          <TreeItem itemId="lesson-3" label="Lesson 3" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {log.length ? log.join(' · ') : 'Open or close a module.'}
      </Typography>
    </Box>
  );
}
