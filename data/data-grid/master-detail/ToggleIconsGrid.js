import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    dish: 'Lentil soup',
    minutes: 40,
    steps: 'Soften onion and carrot, add lentils and stock, simmer 30 minutes.',
  },
  { id: 2, dish: 'Flatbread', minutes: 25, steps: 'Mix flour, yogurt and salt, rest 10 minutes, cook in a dry pan.' },
  { id: 3, dish: 'Green salad', minutes: 10, steps: 'Wash the leaves, whisk oil and lemon, toss just before serving.' },
];

const columns = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

function ExpandIcon(props) {
  return <AddCircleOutlineIcon className={props.className} fontSize={props.fontSize} />;
}

function CollapseIcon(props) {
  return <RemoveCircleOutlineIcon className={props.className} fontSize={props.fontSize} />;
}

// Icon slots only change what the default toggle button draws; its behavior and label stay the grid's.
const slots = { detailPanelExpandIcon: ExpandIcon, detailPanelCollapseIcon: CollapseIcon };

const getDetailPanelContent = ({ row }) => (
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
