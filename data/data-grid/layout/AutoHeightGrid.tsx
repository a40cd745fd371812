import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, setting: 'Email notifications', value: 'Daily digest' },
  { id: 2, setting: 'Language', value: 'English' },
  { id: 3, setting: 'Time zone', value: 'UTC+01:00' },
];

const columns: GridColDef[] = [
  { field: 'setting', headerName: 'Setting', flex: 1 },
  { field: 'value', headerName: 'Value', flex: 1 },
];

// No height on the parent: the grid grows to fit its three rows.
export default function AutoHeightGrid() {
  return <DataGrid rows={rows} columns={columns} autoHeight hideFooter />;
}
