import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type IsRowReorderableParams,
  type ReorderValidationContext,
} from '@mui/x-data-grid-pro';
import { getTreeDataPath, orgRows, type OrgRow } from './orgData';

const columns: GridColDef<OrgRow>[] = [
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 110 },
];

// Writes the new position back into the row when it moves to another parent.
const setTreeDataPath = (path: string[], row: OrgRow): OrgRow => ({ ...row, path });

// Departments and teams stay where they are: only people (the leaves) get a drag handle.
const isRowReorderable = ({ rowNode }: IsRowReorderableParams<OrgRow>) => rowNode.type === 'leaf';

// A person must end up inside a team (depth 1) or next to other people (depth 2).
const isValidRowReorder = ({ targetNode, dropPosition }: ReorderValidationContext) =>
  dropPosition === 'inside' ? targetNode.depth === 1 : targetNode.depth === 2;

export default function MoveMembersGrid() {
  const [message, setMessage] = React.useState('Drag a person by the handle to another team.');

  const processRowUpdate = React.useCallback((newRow: OrgRow, oldRow: OrgRow) => {
    const from = oldRow.path.slice(0, -1).join(' › ');
    const to = newRow.path.slice(0, -1).join(' › ');
    if (from !== to) {
      setMessage(`${newRow.path[newRow.path.length - 1]} moved from ${from} to ${to}.`);
    }
    return newRow;
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 460 }}>
        <DataGridPro
          aria-label="Organization chart"
          rows={orgRows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          setTreeDataPath={setTreeDataPath}
          rowReordering
          isRowReorderable={isRowReorderable}
          isValidRowReorder={isValidRowReorder}
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Organization', width: 240 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
