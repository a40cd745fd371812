import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchFiles } from '../../shared/fakeServer';
import { fileColumns, treeAccessors } from './fileColumns';

// Open the two folders people use most as soon as they arrive.
const openOnLoad = new Set(['Engineering', 'Engineering/web', 'Design']);
const isGroupExpandedByDefault = (node) => openOnLoad.has(String(node.id));

export default function TreeExpansionGrid() {
  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchFiles(params),
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
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
