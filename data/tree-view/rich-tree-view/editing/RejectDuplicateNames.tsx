import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Entry = TreeViewDefaultItemModelProperties;

const PROJECT: Entry[] = [
  {
    id: 'assets',
    label: 'assets',
    children: [
      { id: 'assets-logo', label: 'logo.png' },
      { id: 'assets-banner', label: 'banner.png' },
    ],
  },
  {
    id: 'docs',
    label: 'docs',
    children: [
      { id: 'docs-intro', label: 'intro.md' },
      { id: 'docs-faq', label: 'faq.md' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

function collectLabels(entries: Entry[]): Array<[string, string]> {
  return entries.flatMap((entry) => [
    [entry.id, entry.label] as [string, string],
    ...collectLabels(entry.children ?? []),
  ]);
}

const normalize = (label: string) => label.trim().toLowerCase();

export default function RejectDuplicateNames() {
  const apiRef = useRichTreeViewApiRef();
  // The last accepted label of each item.
  const labelsRef = React.useRef<Record<string, string>>(Object.fromEntries(collectLabels(PROJECT)));
  const [message, setMessage] = React.useState('Try renaming faq.md to intro.md.');

  const handleItemLabelChange = (itemId: string, newLabel: string) => {
    const labels = labelsRef.current;
    // Reverting below calls this callback again with the accepted label: nothing to do then.
    if (newLabel === labels[itemId]) {
      return;
    }
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const siblingIds = api.getItemOrderedChildrenIds(api.getParentId(itemId));
    const isTaken = siblingIds.some(
      (siblingId) => siblingId !== itemId && normalize(labels[siblingId]) === normalize(newLabel),
    );
    if (isTaken) {
      setMessage(`“${newLabel}” already exists here, the name stays “${labels[itemId]}”.`);
      api.updateItemLabel(itemId, labels[itemId]);
      return;
    }
    labels[itemId] = newLabel;
    setMessage(`Saved “${newLabel}”.`);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Project files"
        items={PROJECT}
        apiRef={apiRef}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
        defaultExpandedItems={['assets', 'docs']}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {message}
      </Typography>
    </Box>
  );
}
