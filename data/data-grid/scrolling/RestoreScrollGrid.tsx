import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
}

const cities = ['Oslo', 'Quito', 'Accra', 'Perth', 'Porto', 'Dhaka', 'Lima', 'Riga'];
const rows: Shipment[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK-${(48213 + index * 17).toString(36).toUpperCase()}`,
  destination: cities[(index * 3) % cities.length],
  weightKg: Math.round((0.4 + ((index * 29) % 70) / 7) * 10) / 10,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'tracking', headerName: 'Tracking', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

interface ShipmentsTabProps {
  savedScroll: React.RefObject<GridScrollParams>;
}

function ShipmentsTab({ savedScroll }: ShipmentsTabProps) {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState(savedScroll.current.top);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Keep the latest position outside the grid, so it survives the unmount.
    return api.subscribeEvent('scrollPositionChange', (params) => {
      savedScroll.current = { top: params.top, left: params.left };
      setPosition(Math.round(params.top));
    });
  }, [apiRef, savedScroll]);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scroll({ top: 0 })}>
          Back to top
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const api = apiRef.current;
            if (api) {
              api.scroll({ top: api.getScrollPosition().top + 520 });
            }
          }}
        >
          Ten rows down
        </Button>
        <Typography variant="body2" role="status">
          Scrolled {Math.round(position)} px from the top
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Read once, when the grid mounts.
          initialState={{ scroll: savedScroll.current }}
        />
      </Box>
    </React.Fragment>
  );
}

export default function RestoreScrollGrid() {
  const [tab, setTab] = React.useState(0);
  const savedScroll = React.useRef<GridScrollParams>({ top: 1040, left: 0 });

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Shipment views">
        <Tab label="Shipments" />
        <Tab label="Summary" />
      </Tabs>
      {tab === 0 ? (
        <ShipmentsTab savedScroll={savedScroll} />
      ) : (
        <Typography sx={{ py: 3 }}>
          {rows.length} shipments. The grid is unmounted while this tab is open; switch back and it opens where you left
          it.
        </Typography>
      )}
    </Box>
  );
}
