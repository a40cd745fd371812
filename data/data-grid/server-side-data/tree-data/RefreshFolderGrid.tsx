import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface DocRow {
  id: string;
  name: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

// A small server of this demo's own: a Reports folder that gains files while the grid shows it.
function createServer() {
  const folders: Record<string, string[]> = {
    Reports: ['q1-summary.pdf', 'q2-summary.pdf'],
    Templates: ['invoice.docx'],
  };
  return {
    addReport() {
      const reports = folders.Reports;
      reports.push(`q${reports.length + 1}-summary.pdf`);
    },
    list(groupKeys: string[]): GridGetRowsResponse {
      if (groupKeys.length === 0) {
        const rows: DocRow[] = Object.keys(folders).map((name) => ({
          id: name,
          name,
          kind: 'folder',
          childrenCount: folders[name].length,
        }));
        return { rows, rowCount: rows.length };
      }
      const [folder] = groupKeys;
      const rows: DocRow[] = (folders[folder] ?? []).map((name) => ({
        id: `${folder}/${name}`,
        name,
        kind: 'file',
        childrenCount: 0,
      }));
      return { rows };
    },
  };
}

const columns: GridColDef<DocRow>[] = [{ field: 'kind', headerName: 'Kind', width: 100 }];

const groupingColDef = { headerName: 'Name', flex: 1, minWidth: 220, hideDescendantCount: true };
const isGroupExpandedByDefault = (node: GridGroupNode) => node.id === 'Reports';

export default function RefreshFolderGrid() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(createServer);
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const keys = params.groupKeys ?? [];
        await new Promise((resolve) => {
          setTimeout(resolve, 300);
        });
        const response = server.list(keys);
        setLog((previous) =>
          [`groupKeys ${JSON.stringify(keys)} → ${response.rows.length} rows`, ...previous].slice(0, 5),
        );
        return response;
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  const reloadReports = () => {
    // fetchRows(rowId) answers from the cache when it holds the folder, so empty the cache first.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows('Reports');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => server.addReport()}>
          Add a report on the server
        </Button>
        <Button size="small" variant="contained" onClick={reloadReports}>
          Reload Reports
        </Button>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Requests, newest first
      </Typography>
      <Box component="ol" role="status" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
        {log.map((entry, index) => (
          <li key={`${log.length - index}`}>{entry}</li>
        ))}
      </Box>
    </Stack>
  );
}
