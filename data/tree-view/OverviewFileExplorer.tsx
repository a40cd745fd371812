import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewItemId } from '@mui/x-tree-view/models';

interface FileItem {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: FileItem[];
}

const folder = (id: string, label: string, children: FileItem[]): FileItem => ({ id, label, kind: 'folder', children });
const file = (id: string, label: string): FileItem => ({ id, label, kind: 'file' });

const ITEMS: FileItem[] = [
  folder('docs', 'docs', [file('docs-intro', 'introduction.md'), file('docs-setup', 'setup.md')]),
  folder('src', 'src', [
    folder('src-components', 'components', [
      file('src-button', 'Button.tsx'),
      file('src-dialog', 'Dialog.tsx'),
      file('src-menu', 'Menu.tsx'),
    ]),
    folder('src-hooks', 'hooks', [file('src-use-toggle', 'useToggle.ts')]),
    file('src-index', 'index.ts'),
  ]),
  folder('tests', 'tests', [file('tests-button', 'Button.test.tsx')]),
  file('package', 'package.json'),
  file('readme', 'README.md'),
];

const KIND = new Map<string, FileItem['kind']>();
const visit = (items: FileItem[]) =>
  items.forEach((item) => {
    KIND.set(item.id, item.kind);
    if (item.children) visit(item.children);
  });
visit(ITEMS);

/**
 * A project's files: check files to select them, double-click a name to rename it (Enter saves,
 * Escape cancels), and drag an item into another folder. Only folders accept drops.
 */
export default function OverviewFileExplorer() {
  const [selected, setSelected] = React.useState<TreeViewItemId[]>([]);
  const [lastChange, setLastChange] = React.useState('Nothing changed yet.');
  const labels = React.useRef(new Map<string, string>());
  const nameOf = (id: TreeViewItemId | null) =>
    id === null ? 'the project root' : (labels.current.get(id) ?? findLabel(ITEMS, id) ?? id);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ height: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <RichTreeViewPro<FileItem, true>
          aria-label="Project files"
          items={ITEMS}
          defaultExpandedItems={['src', 'src-components']}
          multiSelect
          checkboxSelection
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          isItemEditable
          onItemLabelChange={(itemId, label) => {
            setLastChange(`Renamed ${nameOf(itemId)} to ${label}.`);
            labels.current.set(itemId, label);
          }}
          itemsReordering
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId === null || KIND.get(newPosition.parentId) === 'folder'
          }
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastChange(`Moved ${nameOf(itemId)} into ${nameOf(newPosition.parentId)}.`)
          }
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {selected.length} {selected.length === 1 ? 'item' : 'items'} selected. {lastChange}
      </Typography>
    </Box>
  );
}

function findLabel(items: FileItem[], id: string): string | undefined {
  for (const item of items) {
    if (item.id === id) return item.label;
    const inside = item.children ? findLabel(item.children, id) : undefined;
    if (inside) return inside;
  }
  return undefined;
}
