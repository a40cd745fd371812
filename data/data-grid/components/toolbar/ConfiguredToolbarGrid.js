import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amina Yusuf', role: 'Designer' },
  { id: 2, name: 'Björn Lund', role: 'Engineer' },
  { id: 3, name: 'Carmen Ruiz', role: 'Product manager' },
  { id: 4, name: 'Deepak Rao', role: 'Engineer' },
  { id: 5, name: 'Elena Popescu', role: 'Support' },
  { id: 6, name: 'Femi Adeyemi', role: 'Engineer' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 160 },
];

export default function ConfiguredToolbarGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Team members"
        showToolbar
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: { debounceMs: 250 },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </div>
  );
}
