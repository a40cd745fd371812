import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const rows = ['Coffee', 'Tea', 'Pastries', 'Sandwiches', 'Juice'].map((product, index) => ({
  id: index + 1,
  product,
  ...Object.fromEntries(months.map((month, monthIndex) => [month, 100 + ((index * 41 + monthIndex * 23) % 300)])),
}));

// Twelve fixed-width columns: wider than the space beside the sidebar.
const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  ...months.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 80 })),
];

export default function SidebarLayoutGrid() {
  const [minWidthZero, setMinWidthZero] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={minWidthZero} onChange={(event) => setMinWidthZero(event.target.checked)} />}
        label="minWidth: 0 on the grid's parent"
      />
      {/* The outer box scrolls, so a layout pushed too wide stays inside the demo. */}
      <Paper variant="outlined" sx={{ height: 360, display: 'flex', overflow: 'auto' }}>
        <Box
          component="nav"
          aria-label="Reports"
          sx={{ width: 160, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
        >
          <List dense>
            {['Sales', 'Stock', 'Staff'].map((item, index) => (
              <ListItem key={item} disablePadding>
                <ListItemButton selected={index === 0}>
                  <ListItemText primary={item} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: minWidthZero ? 0 : undefined }}>
          <DataGrid rows={rows} columns={columns} sx={{ border: 0 }} hideFooter />
        </Box>
      </Paper>
    </Box>
  );
}
