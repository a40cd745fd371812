import { useColorScheme, useTheme, type Palette, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

// A theme created with `cssVariables` and `colorSchemes` holds the palette of each scheme
// (its type says so only with the CSS variables augmentation, which this demo does not load).
type ThemeWithSchemes = Theme & { colorSchemes?: Partial<Record<'light' | 'dark', { palette: Palette }>> };

export default function ThemeAwareChart() {
  const theme = useTheme();
  // The docs theme uses CSS variables with a light and a dark scheme: the current scheme comes
  // from useColorScheme(), and its palette from theme.colorSchemes.
  const { colorScheme = 'light' } = useColorScheme();
  const palette = (theme as ThemeWithSchemes).colorSchemes?.[colorScheme]?.palette ?? theme.palette;
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[
        { id: 'planned', data: [30, 32, 35, 35, 38, 40], label: 'Planned', color: palette.primary.main },
        { id: 'shipped', data: [28, 33, 31, 36, 41, 39], label: 'Shipped', color: palette.secondary.main },
      ]}
      grid={{ horizontal: true }}
      sx={{
        [`& .${chartsGridClasses.line}`]: { stroke: palette.divider, strokeDasharray: '4 4' },
        [`& .${axisClasses.tickLabel}`]: { fill: palette.text.secondary },
      }}
    />
  );
}
