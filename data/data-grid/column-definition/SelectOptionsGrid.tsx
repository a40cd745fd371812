import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  country: string;
  city: string;
  carrierId: number;
}

interface Carrier {
  id: number;
  displayName: string;
}

// The rows store carrier ids; people should see names.
const carriers: Carrier[] = [
  { id: 10, displayName: 'Swift Parcel' },
  { id: 20, displayName: 'Polar Freight' },
  { id: 30, displayName: 'Harbor Lines' },
];

const citiesByCountry: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Faro'],
  Norway: ['Oslo', 'Bergen'],
  Chile: ['Santiago', 'Valparaíso'],
};

const rows: Shipment[] = [
  { id: 1, reference: 'SH-501', country: 'Portugal', city: 'Porto', carrierId: 20 },
  { id: 2, reference: 'SH-502', country: 'Norway', city: 'Bergen', carrierId: 10 },
  { id: 3, reference: 'SH-503', country: 'Chile', city: 'Santiago', carrierId: 30 },
  { id: 4, reference: 'SH-504', country: 'Portugal', city: 'Faro', carrierId: 10 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 130,
    editable: true,
    valueOptions: Object.keys(citiesByCountry),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 140,
    editable: true,
    // Options can depend on the row: only the cities of the row's country.
    valueOptions: ({ row }) => (row ? citiesByCountry[row.country] : Object.values(citiesByCountry).flat()),
  },
  {
    field: 'carrierId',
    headerName: 'Carrier',
    type: 'singleSelect',
    flex: 1,
    minWidth: 150,
    editable: true,
    valueOptions: carriers,
    getOptionValue: (option) => (option as Carrier).id,
    getOptionLabel: (option) => (option as Carrier).displayName,
  },
];

export default function SelectOptionsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
