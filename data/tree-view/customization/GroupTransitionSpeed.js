import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const ITINERARY = [
  {
    id: 'day-1',
    label: 'Day 1: Lisbon',
    children: [
      { id: 'day-1-tram', label: 'Tram 28' },
      { id: 'day-1-castle', label: 'São Jorge castle' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Sintra',
    children: [
      { id: 'day-2-palace', label: 'Pena palace' },
      { id: 'day-2-gardens', label: 'Monserrate gardens' },
      { id: 'day-2-coast', label: 'Cabo da Roca' },
    ],
  },
];

const SPEEDS = { off: 0, fast: 120, slow: 700 };

export default function GroupTransitionSpeed() {
  const [speed, setSpeed] = React.useState('slow');

  // Memoized so the items only render again when the speed changes.
  const slotProps = React.useMemo(
    () => ({ item: { slotProps: { groupTransition: { timeout: SPEEDS[speed] } } } }),
    [speed],
  );

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        onChange={(_event, value) => {
          if (value) {
            setSpeed(value);
          }
        }}
        aria-label="Animation speed"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="off">No animation</ToggleButton>
        <ToggleButton value="fast">Fast</ToggleButton>
        <ToggleButton value="slow">Slow</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView aria-label="Trip itinerary" items={ITINERARY} slotProps={slotProps} />
    </Box>
  );
}
