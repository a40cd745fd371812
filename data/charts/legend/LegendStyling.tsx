import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const regions = ['North', 'East', 'South', 'West'];

export default function LegendStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: regions }]}
      series={[
        { id: 'online', label: 'Online orders', data: [820, 640, 710, 560] },
        { id: 'store', label: 'In-store orders', data: [430, 520, 380, 610] },
        { id: 'phone', label: 'Phone orders', data: [90, 120, 75, 60] },
      ]}
      sx={(theme) => ({
        [`& .${legendClasses.root}`]: { gap: 1 },
        // Each entry becomes an outlined pill.
        [`& .${legendClasses.series}`]: {
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 4,
          px: 1.25,
          py: 0.5,
        },
        [`& .${legendClasses.label}`]: {
          fontSize: theme.typography.body2.fontSize,
          fontWeight: theme.typography.fontWeightMedium,
          color: theme.palette.text.primary,
        },
        [`& .${legendClasses.mark}`]: { width: 10, height: 10 },
      })}
    />
  );
}
