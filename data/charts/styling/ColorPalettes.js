import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

const languages = [
  { id: 'ts', value: 38, label: 'TypeScript' },
  { id: 'py', value: 24, label: 'Python' },
  { id: 'go', value: 12, label: 'Go' },
  { id: 'rs', value: 9, label: 'Rust' },
  { id: 'kt', value: 8, label: 'Kotlin' },
  { id: 'other', value: 9, label: 'Other' },
];

export default function ColorPalettes() {
  const [name, setName] = React.useState('rainbowSurge');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={name}
        onChange={(_event, value) => value && setName(value)}
        aria-label="Palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={280}
        colors={palettes[name]}
        series={[{ id: 'languages', data: languages, innerRadius: '45%', paddingAngle: 1 }]}
      />
    </Stack>
  );
}
