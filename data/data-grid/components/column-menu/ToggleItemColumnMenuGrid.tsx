import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { staff, type Staff } from '../../shared/staff';

interface HighlightState {
  fields: string[];
  toggle: (field: string) => void;
}

// The highlighted columns live in the page; the menu item reaches them through a context.
const HighlightContext = React.createContext<HighlightState>({ fields: [], toggle: () => {} });

function HighlightItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const { fields, toggle } = React.useContext(HighlightContext);
  const checked = fields.includes(colDef.field);
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={checked}
      onClick={(event) => {
        toggle(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>Highlight column</ListItemText>
    </MenuItem>
  );
}

function HighlightColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuHighlightItem: HighlightItem }}
      slotProps={{ columnMenuHighlightItem: { displayOrder: 5 } }}
    />
  );
}

const baseColumns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function ToggleItemColumnMenuGrid() {
  const [fields, setFields] = React.useState<string[]>(['salary']);

  const highlight = React.useMemo<HighlightState>(
    () => ({
      fields,
      toggle: (field) =>
        setFields((previous) =>
          previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
        ),
    }),
    [fields],
  );

  // Styling follows the state through the column definitions.
  const columns = React.useMemo(
    () =>
      baseColumns.map((column) =>
        fields.includes(column.field)
          ? { ...column, cellClassName: 'highlighted', headerClassName: 'highlighted' }
          : column,
      ),
    [fields],
  );

  return (
    <HighlightContext.Provider value={highlight}>
      <Box sx={{ width: '100%' }}>
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          Highlighted: {fields.length > 0 ? fields.join(', ') : 'none'}
        </Typography>
        <Box
          sx={{
            height: 360,
            // A header needs the grid's header class too: the grid gives every header its background.
            '& .highlighted, & .MuiDataGrid-columnHeader.highlighted': {
              bgcolor: 'action.selected',
              fontWeight: 'medium',
            },
          }}
        >
          <DataGrid rows={staff} columns={columns} slots={{ columnMenu: HighlightColumnMenu }} hideFooter />
        </Box>
      </Box>
    </HighlightContext.Provider>
  );
}
