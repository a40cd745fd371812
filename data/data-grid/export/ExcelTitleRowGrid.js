import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// Before the rows: a merged title line and an empty spacer line.
async function addTitle({ worksheet }) {
  worksheet.addRow(['Sales by country, 2025']);
  worksheet.mergeCells(1, 1, 1, columns.length);
  worksheet.getRow(1).font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

// After the rows: a footer line with a live spreadsheet formula.
async function addTotal({ worksheet }) {
  const lastDataRow = worksheet.rowCount;
  const totalRow = worksheet.addRow(['Total', '', '', { formula: `SUM(D4:D${lastDataRow})` }]);
  totalRow.font = { bold: true };
}

export default function ExcelTitleRowGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Idle');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportDataAsExcel({
              fileName: 'sales-report',
              exceljsPreProcess: addTitle,
              exceljsPostProcess: addTotal,
            })
          }
        >
          Download report.xlsx
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Export state: {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={sales}
          columns={columns}
          onExcelExportStateChange={(state) => setStatus(state === 'pending' ? 'Building the workbook…' : 'Done')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
