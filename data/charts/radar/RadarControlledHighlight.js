import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Rent', 'Transport', 'Green space', 'Nightlife', 'Schools'];
const districts = [
  { id: 'old-town', label: 'Old Town', data: [3, 9, 4, 9, 6] },
  { id: 'riverside', label: 'Riverside', data: [5, 7, 9, 5, 7] },
  { id: 'hillcrest', label: 'Hillcrest', data: [8, 4, 8, 2, 9] },
];

export default function RadarControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} role="group" aria-label="Districts">
        {districts.map((district) => (
          <Button
            key={district.id}
            size="small"
            variant={highlighted?.seriesId === district.id ? 'contained' : 'outlined'}
            // Hover or keyboard focus on a button highlights the matching polygon.
            onMouseEnter={() => setHighlighted({ seriesId: district.id })}
            onMouseLeave={() => setHighlighted(null)}
            onFocus={() => setHighlighted({ seriesId: district.id })}
            onBlur={() => setHighlighted(null)}
          >
            {district.label}
          </Button>
        ))}
      </Stack>
      <RadarChart
        height={320}
        sx={{ flex: 1, width: '100%' }}
        highlight="series"
        highlightedItem={highlighted}
        // Hovering the chart updates the buttons as well.
        onHighlightChange={setHighlighted}
        radar={{ max: 10, metrics }}
        series={districts.map((district) => ({ ...district, fillArea: true }))}
      />
    </Stack>
  );
}
