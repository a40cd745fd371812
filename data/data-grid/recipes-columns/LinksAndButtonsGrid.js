import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'orbit-ui', url: 'https://example.com/orbit-ui', token: 'tok_7f3a' },
  { id: 2, name: 'lantern-api', url: 'https://example.com/lantern-api', token: 'tok_91cd' },
  { id: 3, name: 'harbor-cli', url: 'https://example.com/harbor-cli', token: 'tok_04be' },
];

export default function LinksAndButtonsGrid() {
  const [message, setMessage] = React.useState('');

  const columns = React.useMemo(
    () => [
      {
        field: 'name',
        headerName: 'Repository',
        flex: 1,
        display: 'flex',
        // A real link: keyboard users reach it with Tab once the cell is focused.
        renderCell: (params) => (
          <Link href={params.row.url} target="_blank" rel="noopener noreferrer" tabIndex={params.tabIndex}>
            {params.value}
          </Link>
        ),
      },
      {
        field: 'token',
        headerName: 'Deploy token',
        width: 200,
        display: 'flex',
        renderCell: (params) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <code>{params.value}</code>
            <IconButton
              size="small"
              aria-label={`Copy token of ${params.row.name}`}
              tabIndex={params.tabIndex}
              onClick={(event) => {
                event.stopPropagation(); // keep the click from selecting the row
                void navigator.clipboard?.writeText(params.value ?? '');
                setMessage(`Copied token of ${params.row.name}`);
              }}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Box>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
      <Snackbar open={message !== ''} autoHideDuration={2000} onClose={() => setMessage('')} message={message} />
    </Box>
  );
}
