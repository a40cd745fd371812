import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

const LAYERS = [
  {
    id: 'artboard',
    label: 'Artboard',
    children: [
      { id: 'background', label: 'Background' },
      { id: 'logo', label: 'Logo' },
      { id: 'headline', label: 'Headline' },
    ],
  },
];

export default function UndoRenames() {
  const apiRef = useRichTreeViewApiRef();
  const labels = React.useRef(new Map());
  const undoing = React.useRef(false);
  const [history, setHistory] = React.useState([]);

  const handleLabelChange = (itemId, newLabel) => {
    const previousLabel = labels.current.get(itemId) ?? apiRef.current?.getItem(itemId)?.label ?? '';
    labels.current.set(itemId, newLabel);
    if (undoing.current) {
      undoing.current = false;
      return;
    }
    setHistory((previous) => [...previous, { itemId, previousLabel }]);
  };

  const undo = () => {
    const last = history[history.length - 1];
    if (!last) {
      return;
    }
    undoing.current = true;
    apiRef.current?.updateItemLabel(last.itemId, last.previousLabel);
    setHistory((previous) => previous.slice(0, -1));
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Button size="small" onClick={undo} disabled={history.length === 0} sx={{ mb: 1 }}>
        Undo rename ({history.length})
      </Button>
      <RichTreeView
        aria-label="Layers"
        items={LAYERS}
        apiRef={apiRef}
        isItemEditable
        defaultExpandedItems={['artboard']}
        onItemLabelChange={handleLabelChange}
      />
      <Typography variant="caption" color="text.secondary">
        Double-click a layer to rename it, then undo.
      </Typography>
    </Box>
  );
}
