import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'reverse', 'appearance', 'ascending', 'descending', 'insideOut'];
const cities = ['Lyon', 'Porto', 'Gdańsk', 'Ghent'];

export default function StackOrderBars() {
  const [order, setOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(e) => setOrder(e.target.value as StackOrderType)}
        sx={{ width: 180 }}
      >
        {orders.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={[
          // One series of the group is enough: the stack group takes the stackOrder it finds on its series.
          { id: 'bike', data: [12, 18, 9, 31], label: 'Bike', stack: 'trips', stackOrder: order },
          { id: 'bus', data: [34, 22, 28, 19], label: 'Bus', stack: 'trips' },
          { id: 'car', data: [41, 48, 45, 33], label: 'Car', stack: 'trips' },
          { id: 'walk', data: [13, 12, 18, 17], label: 'Walk', stack: 'trips' },
        ]}
      />
    </Stack>
  );
}
