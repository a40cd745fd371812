import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  status: string;
}

const rows: Task[] = [
  { id: 1, title: 'Write release notes', status: 'To do' },
  { id: 2, title: 'Review pull request', status: 'In progress' },
  { id: 3, title: 'Update screenshots', status: 'Done' },
  { id: 4, title: 'Plan the next sprint', status: 'To do' },
];

// The built-in select editor, plus one step: once an option is picked, store it and leave edit mode.
function CommitOnPickSelect(props: GridRenderEditCellParams<Task, string>) {
  const apiRef = useGridApiContext();
  const { id, field } = props;

  const handleValueChange = async (_event: unknown, newValue: unknown) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Done'],
    width: 150,
    editable: true,
    renderEditCell: (params) => <CommitOnPickSelect {...params} />,
  },
];

export default function SelectCommitsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
