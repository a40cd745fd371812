import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, label: `Row ${index + 1}` }));
const columns = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'label', headerName: 'Label', flex: 1 },
];

export default function DisabledVirtualizationGrid() {
  const [disabled, setDisabled] = React.useState(false);
  const containerRef = React.useRef(null);
  const [renderedRows, setRenderedRows] = React.useState(0);

  // Count the row elements actually present in the DOM after each render.
  React.useEffect(() => {
    const timer = setTimeout(() => {
      setRenderedRows(containerRef.current?.querySelectorAll('[role="row"][data-rowindex]').length ?? 0);
    }, 300);
    return () => clearTimeout(timer);
  }, [disabled]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableVirtualization"
      />
      <Typography variant="body2" color="text.secondary">
        Row elements in the DOM: {renderedRows} of {rows.length}
      </Typography>
      <Box ref={containerRef} sx={{ height: 320, mt: 1 }}>
        <DataGrid rows={rows} columns={columns} disableVirtualization={disabled} hideFooter />
      </Box>
    </Box>
  );
}
