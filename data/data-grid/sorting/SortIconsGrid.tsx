import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 120 },
];

interface IconProps {
  className?: string;
}

function AscendingIcon({ className }: IconProps) {
  return <ArrowUpwardIcon fontSize="small" className={className} />;
}

function DescendingIcon({ className }: IconProps) {
  return <ArrowDownwardIcon fontSize="small" className={className} />;
}

function UnsortedIcon({ className }: IconProps) {
  return <UnfoldMoreIcon fontSize="small" className={className} />;
}

export default function SortIconsGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
          columnUnsortedIcon: UnsortedIcon,
        }}
        hideFooter
      />
    </Box>
  );
}
