import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type DataGridProProps } from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  sizeKb: number;
}

const files: FileEntry[] = [
  { id: 1, path: ['docs'], sizeKb: 0 },
  { id: 2, path: ['docs', 'intro.md'], sizeKb: 12 },
  { id: 3, path: ['docs', 'setup.md'], sizeKb: 8 },
  { id: 4, path: ['docs', 'images'], sizeKb: 0 },
  { id: 5, path: ['docs', 'images', 'logo.svg'], sizeKb: 4 },
  { id: 6, path: ['docs', 'images', 'hero.png'], sizeKb: 310 },
  { id: 7, path: ['src'], sizeKb: 0 },
  { id: 8, path: ['src', 'index.ts'], sizeKb: 3 },
  { id: 9, path: ['src', 'grid.tsx'], sizeKb: 21 },
];

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size (kB)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value ? value : ''),
  },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) => row.path;

export default function SelectionPropagationGrid() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={files}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          rowSelectionPropagation={{ parents, descendants }}
          groupingColDef={{ headerName: 'File', flex: 1 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
