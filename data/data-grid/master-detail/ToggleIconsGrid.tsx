import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  dish: string;
  minutes: number;
  steps: string;
}

const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Lentil soup',
    minutes: 40,
    steps: 'Soften onion and carrot, add lentils and stock, simmer 30 minutes.',
  },
  { id: 2, dish: 'Flatbread', minutes: 25, steps: 'Mix flour, yogurt and salt, rest 10 minutes, cook in a dry pan.' },
  { id: 3, dish: 'Green salad', minutes: 10, steps: 'Wash the leaves, whisk oil and lemon, toss just before serving.' },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

// The grid passes a small set of props to icon slots; forward the ones the icons use.
interface SlotIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

function ExpandIcon(props: SlotIconProps) {
  return <AddCircleOutlineIcon className={props.className} fontSize={props.fontSize} />;
}

function CollapseIcon(props: SlotIconProps) {
  return <RemoveCircleOutlineIcon className={props.className} fontSize={props.fontSize} />;
}

// Icon slots only change what the default toggle button draws; its behavior and label stay the grid's.
const slots = { detailPanelExpandIcon: ExpandIcon, detailPanelCollapseIcon: CollapseIcon };

const getDetailPanelContent = ({ row }: GridRowParams<Recipe>) => (
  <Typography variant="body2" sx={{ p: 2 }}>
    {row.steps}
  </Typography>
);

const getDetailPanelHeight = () => 56;

export default function ToggleIconsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={slots}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
