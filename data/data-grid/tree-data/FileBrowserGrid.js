import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';

// Only files are listed: the folders in between are created by the grid from the paths.
const rows = [
  { id: 'src/index.ts', size: 1.2, modified: '2025-03-02' },
  { id: 'src/components/Button.tsx', size: 3.4, modified: '2025-03-10' },
  { id: 'src/components/Dialog.tsx', size: 5.1, modified: '2025-02-21' },
  { id: 'src/utils/format.ts', size: 0.8, modified: '2025-01-30' },
  { id: 'docs/getting-started.md', size: 6.7, modified: '2025-03-11' },
  { id: 'docs/images/logo.svg', size: 2.2, modified: '2024-12-05' },
  { id: 'package.json', size: 0.9, modified: '2025-03-09' },
];

const getTreeDataPath = (row) => row.id.split('/');

function FileNameCell(props) {
  const { id, rowNode, field } = props;
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const name = isFolder ? String(rowNode.groupingKey) : String(id).split('/').pop();
  const expanded = isFolder && rowNode.childrenExpanded;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: rowNode.depth * 2 }}>
      {isFolder ? (
        <IconButton
          size="small"
          aria-label={expanded ? `Collapse ${name}` : `Expand ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
            apiRef.current.setCellFocus(id, field);
          }}
        >
          {expanded ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
        </IconButton>
      ) : (
        <DescriptionOutlinedIcon fontSize="small" sx={{ mx: 0.75, color: 'text.secondary' }} />
      )}
      {name}
    </Box>
  );
}

const groupingColDef = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  renderCell: (params) => <FileNameCell {...params} />,
};

const columns = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value) => (value == null ? '' : `${value.toFixed(1)} kB`),
  },
  { field: 'modified', headerName: 'Modified', width: 130 },
];

export default function FileBrowserGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
