import { PieChart } from '@mui/x-charts/PieChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const energy = [
  { id: 'wind', label: 'Wind', value: 34 },
  { id: 'solar', label: 'Solar', value: 21 },
  { id: 'hydro', label: 'Hydro', value: 18 },
  { id: 'gas', label: 'Gas', value: 17 },
  { id: 'other', label: 'Other', value: 10 },
];

export default function StyledTooltip() {
  return (
    <PieChart
      height={280}
      series={[
        {
          id: 'energy',
          data: energy,
          innerRadius: 60,
          valueFormatter: (item) => `${item.value}% of production`,
        },
      ]}
      slotProps={{
        tooltip: {
          // sx on the tooltip slot reaches the popper, which the chart's own sx does not.
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 3,
              boxShadow: 6,
              border: 'none',
            },
            // The default cell styles use two classes, so repeat `cell` to win over them.
            [`& .${chartsTooltipClasses.labelCell}.${chartsTooltipClasses.cell}`]: {
              fontWeight: 700,
              color: 'text.primary',
            },
            [`& .${chartsTooltipClasses.valueCell}`]: { fontStyle: 'italic' },
            [`& .${chartsTooltipClasses.mark}`]: { borderRadius: '50%' },
          },
        },
      }}
    />
  );
}
