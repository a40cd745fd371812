import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import styles from './ShipmentStatusGrid.module.css';

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

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, headerClassName: styles.header },
  { field: 'carrier', headerName: 'Carrier', flex: 1, headerClassName: styles.header },
  { field: 'status', headerName: 'Status', width: 130, headerClassName: styles.header },
];

const STATUS_CLASSES: Record<Status, string> = { 'On time': '', Delayed: styles.delayed, Lost: styles.lost };

const getRowClassName = (params: GridRowClassNameParams<Shipment>) => STATUS_CLASSES[params.row.status];

export default function ShipmentStatusGrid() {
  return (
    <div className={styles.container}>
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </div>
  );
}
