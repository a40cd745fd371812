import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchFiles } from '../../shared/fakeServer';
import { fileColumns, treeAccessors } from './fileColumns';

export default function TreePaginationGrid() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // Top level: one page plus rowCount. Children: every child, and no rowCount.
      getRows: (params) => fetchFiles(params, { delay: 450 }),
      ...treeAccessors,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        columns={fileColumns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
