import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Migrate to v8', progress: 40 },
  { id: 2, title: 'Write release notes', progress: 75 },
  { id: 3, title: 'Update screenshots', progress: 10 },
];

function ProgressEditCell(props) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector('input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Slider
      ref={ref}
      value={value ?? 0}
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue, debounceMs: 100 });
      }}
      min={0}
      max={100}
      step={5}
      size="small"
      sx={{ mx: 2 }}
      aria-label="Progress"
    />
  );
}

const columns = [
  { field: 'title', headerName: 'Task', flex: 1 },
  {
    field: 'progress',
    headerName: 'Progress (%)',
    type: 'number',
    width: 200,
    editable: true,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function SliderEditGrid() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
