import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EventNoteIcon from '@mui/icons-material/EventNote';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DataGrid } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { BarChart } from '@mui/x-charts/BarChart';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
];
const rows = [
  { id: 1, city: 'Bergen', rain: 2250 },
  { id: 2, city: 'Madrid', rain: 420 },
];

// The grid's icon slots receive a few SVG props; forward the ones the icon needs.
function SortUpIcon(props) {
  return <ArrowUpwardIcon className={props.className} fontSize={props.fontSize} />;
}

function Panel({ title, children }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 260, flex: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function SlotsAcrossProducts() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Panel title="Data Grid: slots.columnSortedAscendingIcon">
        <Box sx={{ height: 180 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            hideFooter
            initialState={{ sorting: { sortModel: [{ field: 'rain', sort: 'asc' }] } }}
            slots={{ columnSortedAscendingIcon: SortUpIcon }}
          />
        </Box>
      </Panel>
      <Panel title="Date Picker: slots.openPickerIcon">
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DatePicker
            label="Trip start"
            defaultValue={dayjs('2026-06-01')}
            slots={{ openPickerIcon: EventNoteIcon }}
            slotProps={{ textField: { size: 'small' } }}
          />
        </LocalizationProvider>
      </Panel>
      <Panel title="Bar Chart: slotProps.legend">
        <BarChart
          height={180}
          xAxis={[{ data: ['Bergen', 'Madrid'] }]}
          series={[{ data: [2250, 420], label: 'Rain (mm)' }]}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
        />
      </Panel>
      <Panel title="Tree View: slots.expandIcon and collapseIcon">
        <SimpleTreeView
          aria-label="Cities"
          defaultExpandedItems={['norway']}
          slots={{ expandIcon: AddIcon, collapseIcon: RemoveIcon }}
        >
          <TreeItem itemId="norway" label="Norway">
            <TreeItem itemId="bergen" label="Bergen" />
          </TreeItem>
          <TreeItem itemId="spain" label="Spain">
            <TreeItem itemId="madrid" label="Madrid" />
          </TreeItem>
        </SimpleTreeView>
      </Panel>
    </Box>
  );
}
