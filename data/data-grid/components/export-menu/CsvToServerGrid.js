import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, Toolbar, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Tallinn', visitors: 1200 },
  { id: 2, city: 'Ljubljana', visitors: 860 },
  { id: 3, city: 'Valletta', visitors: 640 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 130 },
];

// Pretend upload: resolves with the number of bytes "received".
function uploadCsv(csv) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(new Blob([csv]).size), 600);
  });
}

function SendToServerToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('');

  const handleClick = async () => {
    setStatus('Uploading…');
    const bytes = await uploadCsv(apiRef.current.getDataAsCsv({ delimiter: ';' }));
    setStatus(`Server received ${bytes} bytes of CSV`);
  };

  return (
    <Toolbar>
      <Button size="small" onClick={handleClick}>
        Send CSV to server
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {status}
      </Typography>
    </Toolbar>
  );
}

export default function CsvToServerGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: SendToServerToolbar }} hideFooter />
    </Box>
  );
}
