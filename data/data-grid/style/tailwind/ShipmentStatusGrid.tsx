import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'On time' | 'Delayed' | 'Lost';

interface Shipment {
  id: number;
  destination: string;
  carrier: string;
  status: Status;
}

const rows: Shipment[] = [
  { id: 1, destination: 'Rotterdam', carrier: 'Northwind', status: 'On time' },
  { id: 2, destination: 'Valencia', carrier: 'Blue Harbor', status: 'Delayed' },
  { id: 3, destination: 'Gothenburg', carrier: 'Northwind', status: 'On time' },
  { id: 4, destination: 'Marseille', carrier: 'Atlas Freight', status: 'Lost' },
  { id: 5, destination: 'Hamburg', carrier: 'Blue Harbor', status: 'Delayed' },
];

// Important: the grid gives every header its background with a more specific selector.
const HEADER = 'bg-slate-500/15! font-bold';

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, headerClassName: HEADER },
  { field: 'carrier', headerName: 'Carrier', flex: 1, headerClassName: HEADER },
  { field: 'status', headerName: 'Status', width: 130, headerClassName: HEADER },
];

const STATUS_CLASSES: Record<Status, string> = {
  'On time': '',
  Delayed: 'bg-amber-500/15',
  Lost: 'bg-red-500/15 font-semibold',
};

const getRowClassName = (params: GridRowClassNameParams<Shipment>) => STATUS_CLASSES[params.row.status];

export default function ShipmentStatusGrid() {
  return (
    <div className="h-80 w-full">
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </div>
  );
}
