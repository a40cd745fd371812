import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

const webinar = [
  { id: 'registered', value: 1240, label: 'Registered' },
  { id: 'reminded', value: 1010, label: 'Opened the reminder' },
  { id: 'attended', value: 610, label: 'Attended' },
  { id: 'stayed', value: 380, label: 'Stayed until the end' },
];

export default function FunnelStyling() {
  return (
    <FunnelChart
      height={300}
      gap={6}
      series={[{ id: 'webinar', data: webinar, curve: 'linear', variant: 'outlined', borderRadius: 0 }]}
      sx={(theme) => ({
        [`& .${funnelClasses.section}`]: {
          strokeWidth: 2,
          strokeDasharray: '4 3',
          transition: 'fill-opacity 150ms',
        },
        [`& .${funnelClasses.section}:hover`]: { fillOpacity: 0.45 },
        [`& .${funnelClasses.sectionLabel}`]: {
          fontWeight: theme.typography.fontWeightBold,
          fill: theme.palette.text.primary,
        },
      })}
    />
  );
}
