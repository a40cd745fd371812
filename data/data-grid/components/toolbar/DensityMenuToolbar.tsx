import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

const densityOptions: Array<{ value: GridDensity; label: string }> = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  return (
    <Toolbar>
      <Tooltip title="Row density">
        <ToolbarButton
          aria-label="Row density"
          aria-haspopup="menu"
          aria-controls={anchorEl ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <DensityMediumIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={() => setAnchorEl(null)}>
        {densityOptions.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>{option.value === density && <CheckIcon fontSize="small" />}</ListItemIcon>
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

const rows = [
  { id: 1, flight: 'TP 1352', destination: 'Madeira', gate: 'B12', status: 'Boarding' },
  { id: 2, flight: 'LH 1173', destination: 'Frankfurt', gate: 'A04', status: 'On time' },
  { id: 3, flight: 'AF 1025', destination: 'Paris', gate: 'A09', status: 'Delayed' },
  { id: 4, flight: 'IB 3107', destination: 'Madrid', gate: 'B02', status: 'On time' },
  { id: 5, flight: 'KL 1692', destination: 'Amsterdam', gate: 'A11', status: 'Gate closed' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function DensityMenuToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: DensityToolbar }}
        initialState={{ density: 'compact' }}
      />
    </Box>
  );
}
