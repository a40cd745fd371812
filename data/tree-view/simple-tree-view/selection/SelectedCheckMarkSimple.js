import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

// Shows a check mark at the end of the label while the item is selected.
function CheckMarkItem(props) {
  const { itemId, children, label } = props;
  const { status } = useTreeItemUtils({ itemId, children });

  return (
    <TreeItem
      {...props}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {label}
          {status.selected ? <CheckIcon fontSize="small" color="primary" /> : null}
        </Box>
      }
    />
  );
}

export default function SelectedCheckMarkSimple() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Languages you speak"
        multiSelect
        defaultSelectedItems={['french', 'spanish']}
        defaultExpandedItems={['romance', 'germanic']}
      >
        <CheckMarkItem itemId="romance" label="Romance languages">
          <CheckMarkItem itemId="french" label="French" />
          <CheckMarkItem itemId="spanish" label="Spanish" />
          <CheckMarkItem itemId="italian" label="Italian" />
        </CheckMarkItem>
        <CheckMarkItem itemId="germanic" label="Germanic languages">
          <CheckMarkItem itemId="german" label="German" />
          <CheckMarkItem itemId="dutch" label="Dutch" />
        </CheckMarkItem>
      </SimpleTreeView>
    </Box>
  );
}
