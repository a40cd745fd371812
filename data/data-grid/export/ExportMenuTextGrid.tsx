import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridLocaleText } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const columns: GridColDef<Sale>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// Names the files by what readers open them with, rather than by format.
const localeText: Partial<GridLocaleText> = {
  toolbarExport: 'Download',
  toolbarExportCSV: 'Plain table (.csv)',
  toolbarExportExcel: 'Excel workbook (.xlsx)',
  toolbarExportPrint: 'Print or save as PDF',
};

export default function ExportMenuTextGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} showToolbar localeText={localeText} />
    </Box>
  );
}
