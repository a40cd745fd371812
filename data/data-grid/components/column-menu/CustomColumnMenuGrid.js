import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';

function CopyFieldNameItem(props) {
  const { colDef, onClick } = props;
  return (
    <MenuItem
      onClick={(event) => {
        void navigator.clipboard.writeText(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy field name</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuColumnsItem: null, // no hide / manage items
        columnMenuCopyFieldItem: CopyFieldNameItem,
      }}
      slotProps={{
        columnMenuCopyFieldItem: { displayOrder: 40 },
      }}
    />
  );
}

const rows = [
  { id: 1, customerId: 'C-1042', city: 'Dakar' },
  { id: 2, customerId: 'C-1043', city: 'Hanoi' },
  { id: 3, customerId: 'C-1050', city: 'Quito' },
];

const columns = [
  { field: 'customerId', headerName: 'Customer', flex: 1 },
  { field: 'city', headerName: 'City', width: 150 },
];

export default function CustomColumnMenuGrid() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} />
    </div>
  );
}
