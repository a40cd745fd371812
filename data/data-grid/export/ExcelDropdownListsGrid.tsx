import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const columns: GridColDef<Sale>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  // Array `valueOptions` go to a sheet of their own; each cell gets a drop-down that points at it.
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    valueOptions: ['Licenses', 'Support', 'Training'],
    width: 130,
  },
  {
    field: 'quarter',
    headerName: 'Quarter',
    type: 'singleSelect',
    valueOptions: ['Q1', 'Q2', 'Q3', 'Q4'],
    width: 110,
  },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const excelOptions = { fileName: 'sales-with-lists', valueOptionsSheetName: 'Lists' };

export default function ExcelDropdownListsGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // Builds the same workbook as the download, but keeps it in memory to report what it holds.
  const inspect = async () => {
    const workbook = await apiRef.current?.getDataAsExcel(excelOptions);
    if (!workbook) {
      return;
    }
    const sheets = workbook.worksheets.map((sheet) => `${sheet.name} (${sheet.rowCount} rows)`).join(', ');
    const validation = workbook.worksheets[0].getCell('B2').dataValidation;
    setSummary(`Sheets: ${sheets}. Cell B2 offers a ${validation.type} from ${String(validation.formulae[0])}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsExcel(excelOptions)}>
          Download Excel
        </Button>
        <Button size="small" onClick={inspect}>
          Inspect the workbook
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium apiRef={apiRef} rows={sales} columns={columns} />
      </Box>
    </Stack>
  );
}
