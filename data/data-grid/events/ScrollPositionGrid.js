import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${String(index + 1).padStart(4, '0')}`,
  amount: 40 + ((index * 97) % 960),
}));

const columns = [
  { field: 'invoice', headerName: 'Invoice', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140 },
];

export default function ScrollPositionGrid() {
  const apiRef = useGridApiRef();
  const [scrolledDown, setScrolledDown] = React.useState(false);
  const [firstRow, setFirstRow] = React.useState(0);

  React.useEffect(() => {
    const handleScroll = (params) => {
      // The event fires on every scroll frame; React skips the render when the values are unchanged.
      setScrolledDown(params.top > 300);
      if (params.renderContext) {
        setFirstRow(params.renderContext.firstRowIndex);
      }
    };
    return apiRef.current?.subscribeEvent('scrollPositionChange', handleScroll);
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360, position: 'relative' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
        {scrolledDown ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<ArrowUpwardIcon />}
            onClick={() => apiRef.current?.scroll({ top: 0 })}
            sx={{ position: 'absolute', right: 24, bottom: 16 }}
          >
            Back to top
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" component="output" sx={{ display: 'block', mt: 1 }}>
        Rows rendered from index {firstRow} (the virtualization buffer starts above the viewport)
      </Typography>
    </Box>
  );
}
