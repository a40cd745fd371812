import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Person {
  id: string;
  label: string;
  role: string;
  children?: Person[];
}

const ORG_CHART: Person[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    role: 'Chief executive',
    children: [
      {
        id: 'lucas',
        label: 'Lucas Moreau',
        role: 'Head of engineering',
        children: [
          { id: 'mei', label: 'Mei Tanaka', role: 'Frontend engineer' },
          { id: 'ravi', label: 'Ravi Sharma', role: 'Site reliability engineer' },
        ],
      },
      { id: 'sofia', label: 'Sofia Lindqvist', role: 'Head of design' },
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function PersonItem(props: TreeItemProps) {
  const { id, itemId, label, disabled, children } = props;
  const person = useTreeItemModel<Person>(itemId);
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps({ style: { paddingTop: 6, paddingBottom: 6 } })}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Avatar
            sx={(theme) => ({
              width: 28,
              height: 28,
              fontSize: '0.75rem',
              bgcolor: status.selected ? theme.palette.primary.main : theme.palette.grey[700],
            })}
          >
            {typeof label === 'string' ? initials(label) : null}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <TreeItemLabel {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary" component="div">
              {person?.role}
            </Typography>
          </Box>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const PERSON_SLOTS = { item: PersonItem };

export default function TeamMemberItem() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        slots={PERSON_SLOTS}
        defaultExpandedItems={['amara', 'lucas']}
      />
    </Box>
  );
}
