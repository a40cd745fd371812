import { PieChart } from '@mui/x-charts/PieChart';

const tickets = [
  { id: 'bug', name: 'Bug reports', value: 342 },
  { id: 'question', name: 'Questions', value: 518 },
  { id: 'feature', name: 'Feature requests', value: 211 },
  { id: 'billing', name: 'Billing', value: 97 },
];

const total = tickets.reduce((sum, ticket) => sum + ticket.value, 0);
const percent = (value) => `${((value / total) * 100).toFixed(1)}%`;

export default function PieLegendPercent() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: tickets.map((ticket) => ({
            id: ticket.id,
            value: ticket.value,
            // One label, three texts: the legend carries the share, the tooltip and the arc keep the name only.
            label: (location) => (location === 'legend' ? `${ticket.name} · ${percent(ticket.value)}` : ticket.name),
          })),
          valueFormatter: (item) => `${item.value} tickets (${percent(item.value)})`,
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
