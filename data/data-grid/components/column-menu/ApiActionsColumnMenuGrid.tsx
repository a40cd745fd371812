import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { staff, type Staff } from '../../shared/staff';

// Menu items rendered inside the grid can call the grid API through context.
// One slot returns a fragment of items, like the built-in sort slot: they form one group in the menu.
function ColumnActionsItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();

  const autosize = (event: React.MouseEvent<HTMLElement>) => {
    void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
    onClick(event);
  };

  const showOnlyThis = (event: React.MouseEvent<HTMLElement>) => {
    const model: GridColumnVisibilityModel = {};
    apiRef.current.getAllColumns().forEach((column) => {
      model[column.field] = column.field === colDef.field || column.field === 'firstName';
    });
    apiRef.current.setColumnVisibilityModel(model);
    onClick(event);
  };

  const showAll = (event: React.MouseEvent<HTMLElement>) => {
    apiRef.current.setColumnVisibilityModel({});
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem onClick={autosize}>
        <ListItemIcon>
          <FitScreenIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Fit width to content</ListItemText>
      </MenuItem>
      {colDef.field !== 'firstName' && (
        <MenuItem onClick={showOnlyThis}>
          <ListItemIcon>
            <VisibilityOffIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Show only this column and names</ListItemText>
        </MenuItem>
      )}
      <MenuItem onClick={showAll}>
        <ListItemIcon>
          <VisibilityIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Show all columns</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function ActionsColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuActionsItem: ColumnActionsItems }}
      slotProps={{ columnMenuActionsItem: { displayOrder: 50 } }}
    />
  );
}

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'email', headerName: 'Email', width: 110 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ApiActionsColumnMenuGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} slots={{ columnMenu: ActionsColumnMenu }} hideFooter />
    </Box>
  );
}
