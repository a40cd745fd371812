import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { DataGrid, GridColumnMenuContainer, GridColumnMenuHideItem, GridColumnMenuSortItem } from '@mui/x-data-grid';

// A menu written from scratch: only sorting, hiding and a description entry.
function MinimalColumnMenu(props) {
  const { hideMenu, colDef, ...other } = props;
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      {colDef.description && (
        <MenuItem disabled>
          <ListItemIcon>
            <InfoOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{colDef.description}</ListItemText>
        </MenuItem>
      )}
    </GridColumnMenuContainer>
  );
}

const rows = [
  { id: 1, bean: 'Yirgacheffe', origin: 'Ethiopia', roast: 'Light', score: 88 },
  { id: 2, bean: 'Huila', origin: 'Colombia', roast: 'Medium', score: 85 },
  { id: 3, bean: 'Antigua', origin: 'Guatemala', roast: 'Medium', score: 86 },
  { id: 4, bean: 'Kona', origin: 'Hawaii', roast: 'Medium-dark', score: 84 },
];

const columns = [
  { field: 'bean', headerName: 'Bean', flex: 1 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'roast', headerName: 'Roast', width: 130 },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 100,
    description: 'Cupping score out of 100',
  },
];

export default function ComposedColumnMenuGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: MinimalColumnMenu }} />
    </Box>
  );
}
