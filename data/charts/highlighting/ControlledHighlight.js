import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { PieChart } from '@mui/x-charts/PieChart';

const channels = [
  { id: 'search', value: 41, label: 'Search' },
  { id: 'social', value: 23, label: 'Social' },
  { id: 'email', value: 19, label: 'Email' },
  { id: 'direct', value: 17, label: 'Direct' },
];

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {channels.map((channel, index) => (
          <Chip
            key={channel.id}
            label={channel.label}
            color={highlighted?.dataIndex === index ? 'primary' : 'default'}
            onMouseEnter={() => setHighlighted({ seriesId: 'channels', dataIndex: index })}
            onMouseLeave={() => setHighlighted(null)}
            onFocus={() => setHighlighted({ seriesId: 'channels', dataIndex: index })}
            onBlur={() => setHighlighted(null)}
            clickable
          />
        ))}
      </Stack>
      <PieChart
        height={280}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={[
          {
            id: 'channels',
            data: channels,
            innerRadius: '40%',
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            faded: { additionalRadius: -8, color: 'gray' },
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
