import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

export default function OverlayHeightGrid() {
  const [overlayHeight, setOverlayHeight] = React.useState(160);

  return (
    <Stack spacing={1}>
      <Typography id="overlay-height-label" variant="body2">
        --DataGrid-overlayHeight: {overlayHeight}px
      </Typography>
      <Slider
        aria-labelledby="overlay-height-label"
        value={overlayHeight}
        min={80}
        max={300}
        step={20}
        onChange={(_event, value) => setOverlayHeight(value)}
        sx={{ maxWidth: 320 }}
      />
      {/* No fixed height: the grid grows with its content. */}
      <DataGrid
        rows={[]}
        columns={columns}
        autoHeight
        hideFooter
        sx={{ '--DataGrid-overlayHeight': `${overlayHeight}px` }}
      />
    </Stack>
  );
}
