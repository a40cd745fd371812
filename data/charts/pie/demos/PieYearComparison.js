import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// One color per channel, shared by both pies so that "Email" is the same color in each year.
const channelColors = {
  Search: '#1976d2',
  Social: '#9c27b0',
  Email: '#ed6c02',
  Direct: '#2e7d32',
};

const years = [
  { year: 2024, visits: { Search: 5400, Social: 2100, Email: 1300, Direct: 1900 } },
  { year: 2025, visits: { Search: 5100, Social: 3900, Email: 900, Direct: 2200 } },
];

export default function PieYearComparison() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 4 }}>
      {years.map(({ year, visits }) => {
        const total = Object.values(visits).reduce((sum, value) => sum + value, 0);
        return (
          <Box key={year} sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2" component="h3">
              {year}: {total.toLocaleString('en-US')} visits
            </Typography>
            <PieChart
              width={240}
              height={260}
              // The same keys in the same order give the same legend in both charts.
              series={[
                {
                  id: `visits-${year}`,
                  data: Object.entries(visits).map(([channel, value]) => ({
                    id: channel,
                    label: channel,
                    value,
                    color: channelColors[channel],
                  })),
                  arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
                  arcLabelMinAngle: 20,
                  valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visits`,
                },
              ]}
              slotProps={{
                legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
              }}
              sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#ffffff', fontWeight: 600 } }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
