import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import styles from './StyledFileTree.module.css';

const DOCUMENTS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'handbook',
    label: 'Handbook',
    children: [
      { id: 'handbook/onboarding.md', label: 'Onboarding.md' },
      { id: 'handbook/holidays.md', label: 'Holidays.md' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    children: [{ id: 'reports/2025-q1.pdf', label: '2025-Q1.pdf' }],
  },
  { id: 'readme.md', label: 'README.md' },
];

export default function StyledFileTree() {
  return (
    <div className={styles.container}>
      <RichTreeView
        items={DOCUMENTS}
        defaultExpandedItems={['handbook']}
        defaultSelectedItems="handbook/onboarding.md"
        className={styles.tree}
      />
    </div>
  );
}
