import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchFiles } from '../../shared/fakeServer';
import { fileColumns, treeAccessors } from './fileColumns';

export default function ServerTreeDataGrid() {
  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchFiles(params),
      ...treeAccessors,
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={fileColumns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
      />
    </Box>
  );
}
