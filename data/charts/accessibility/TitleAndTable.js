import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PieChart } from '@mui/x-charts/PieChart';

const energy = [
  { id: 'nuclear', label: 'Nuclear', value: 65 },
  { id: 'hydro', label: 'Hydro', value: 12 },
  { id: 'wind', label: 'Wind', value: 9 },
  { id: 'solar', label: 'Solar', value: 5 },
  { id: 'gas', label: 'Gas', value: 6 },
  { id: 'other', label: 'Other', value: 3 },
];

export default function TitleAndTable() {
  return (
    <Box>
      <PieChart
        height={260}
        title="Electricity production by source, 2024"
        desc="Nuclear produces about two thirds of the electricity; renewable sources together about a quarter."
        series={[{ data: energy, innerRadius: 50, valueFormatter: (item) => `${item.value} %` }]}
      />
      <details>
        <summary>Show the data as a table</summary>
        <Table size="small" aria-label="Electricity production by source, 2024">
          <TableHead>
            <TableRow>
              <TableCell>Source</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {energy.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{`${row.value} %`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </Box>
  );
}
