import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { fetchOrders } from '../../shared/fakeServer';
import { groupAccessors, orderColumns } from './groupingSetup';

const options = {
  none: [],
  region: ['region'],
  rep: ['rep'],
  'region-rep': ['region', 'rep'],
};

export default function ChangeGroupingGrid() {
  const [choice, setChoice] = React.useState('rep');
  const [model, setModel] = React.useState(options.rep);

  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchOrders(params, { size: 400 }),
      ...groupAccessors,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="group-by-label">
          Group by
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="group-by-label"
          value={choice}
          onChange={(_, value) => {
            if (value) {
              setChoice(value);
              setModel(options[value]);
            }
          }}
        >
          <ToggleButton value="none">Nothing</ToggleButton>
          <ToggleButton value="region">Region</ToggleButton>
          <ToggleButton value="rep">Sales rep</ToggleButton>
          <ToggleButton value="region-rep">Region, then rep</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => {
            // Also follows changes made from the column menu.
            setModel(newModel);
            setChoice(Object.keys(options).find((key) => options[key].join() === newModel.join()) ?? '');
          }}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
