import Box from '@mui/material/Box';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { staff } from '../shared/staff';

// One part, three configurations: each button exports something different.
const exports = [
  { label: 'Visible table', options: { fileName: 'staff-view' } },
  {
    label: 'Selected rows',
    needsSelection: true,
    options: {
      fileName: 'staff-selected',
      getRowsToExport: ({ apiRef }) => Array.from(apiRef.current.getSelectedRows().keys()),
    },
  },
  {
    label: 'All columns, semicolons',
    options: { fileName: 'staff-full', allColumns: true, delimiter: ';', utf8WithBom: true },
  },
];

function ExportToolbar() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <Toolbar>
      {exports.map((item) => (
        <ExportCsv key={item.label} options={item.options} disabled={item.needsSelection && selected === 0}>
          {item.label}
        </ExportCsv>
      ))}
    </Toolbar>
  );
}

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ExportOptionsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        slots={{ toolbar: ExportToolbar }}
        checkboxSelection
        initialState={{ columns: { columnVisibilityModel: { email: false } } }}
        hideFooter
      />
    </Box>
  );
}
