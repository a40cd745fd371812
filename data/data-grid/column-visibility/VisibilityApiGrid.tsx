import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGrid, useGridApiRef, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
];

const optional = columns.slice(2);

export default function VisibilityApiGrid() {
  const apiRef = useGridApiRef();
  // Mirrors the grid's model so the checkboxes stay in sync; the grid itself is not controlled.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <FormGroup aria-label="Optional columns" sx={{ flexShrink: 0 }}>
        {optional.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                checked={model[column.field] !== false}
                onChange={(event) => apiRef.current?.setColumnVisibility(column.field, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 340, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={staff}
          columns={columns}
          disableColumnSelector
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
