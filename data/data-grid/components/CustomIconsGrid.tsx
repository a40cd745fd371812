import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, distance: 0.39 },
  { id: 2, planet: 'Venus', moons: 0, distance: 0.72 },
  { id: 3, planet: 'Earth', moons: 1, distance: 1 },
  { id: 4, planet: 'Mars', moons: 2, distance: 1.52 },
  { id: 5, planet: 'Jupiter', moons: 95, distance: 5.2 },
];

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
  { field: 'distance', headerName: 'Distance (AU)', type: 'number', width: 140 },
];

// The grid passes a small set of props to icon slots; forward the ones we need.
interface SlotIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

function SortedAscendingIcon(props: SlotIconProps) {
  return <ArrowUpwardIcon className={props.className} fontSize={props.fontSize} />;
}

function SortedDescendingIcon(props: SlotIconProps) {
  return <ArrowDownwardIcon className={props.className} fontSize={props.fontSize} />;
}

function MenuIcon(props: SlotIconProps) {
  return <MoreHorizIcon className={props.className} fontSize={props.fontSize} />;
}

// Slots defined outside the component keep a stable reference.
const slots = {
  columnSortedAscendingIcon: SortedAscendingIcon,
  columnSortedDescendingIcon: SortedDescendingIcon,
  columnMenuIcon: MenuIcon,
};

export default function CustomIconsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        initialState={{ sorting: { sortModel: [{ field: 'distance', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
