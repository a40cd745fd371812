import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, destination: 'Rotterdam', carrier: 'Northwind', status: 'On time' },
  { id: 2, destination: 'Valencia', carrier: 'Blue Harbor', status: 'Delayed' },
  { id: 3, destination: 'Gothenburg', carrier: 'Northwind', status: 'On time' },
  { id: 4, destination: 'Marseille', carrier: 'Atlas Freight', status: 'Lost' },
  { id: 5, destination: 'Hamburg', carrier: 'Blue Harbor', status: 'Delayed' },
];

const columns = [
  { field: 'destination', headerName: 'Destination', flex: 1, headerClassName: 'shipment-header' },
  { field: 'carrier', headerName: 'Carrier', flex: 1, headerClassName: 'shipment-header' },
  { field: 'status', headerName: 'Status', width: 130, headerClassName: 'shipment-header' },
];

const STATUS_CLASSES = { 'On time': '', Delayed: 'shipment-delayed', Lost: 'shipment-lost' };

const getRowClassName = (params) => STATUS_CLASSES[params.row.status];

export default function ShipmentStatusGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        // The grid gives every header its background: match its own class too, or it wins.
        '& .MuiDataGrid-columnHeader.shipment-header': { bgcolor: 'rgba(100, 116, 139, 0.12)', fontWeight: 700 },
        '& .shipment-delayed': { bgcolor: 'rgba(245, 158, 11, 0.16)' },
        '& .shipment-lost': { bgcolor: 'rgba(239, 68, 68, 0.16)', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
