import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  text: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail runners',
    rating: 5,
    text: 'Light and grippy on wet rock. After three months of weekend runs the soles show almost no wear, and the laces stay tied, which my old pair never managed.',
  },
  {
    id: 2,
    product: 'Camp stove',
    rating: 3,
    text: 'Boils water fast, but the piezo igniter stopped working on the second trip. Bring matches.',
  },
  {
    id: 3,
    product: 'Rain shell',
    rating: 4,
    text: 'Kept me dry through a full day of coastal drizzle. The hood is a bit roomy without a helmet, and the chest pocket is too small for a phone with a case, but the fabric breathes well on climbs.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  // Truncated in the cell, with a button to read the full text in a popup; edits in a multi-line field.
  { field: 'text', headerName: 'Review', type: 'longText', flex: 1, minWidth: 220, editable: true },
];

export default function LongTextColumnGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
