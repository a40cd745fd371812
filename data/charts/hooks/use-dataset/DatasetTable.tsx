import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDataset } from '@mui/x-charts/hooks';

type Harvest = { crop: string; y2023: number; y2024: number };

const harvests: Harvest[] = [
  { crop: 'Wheat', y2023: 72, y2024: 68 },
  { crop: 'Barley', y2023: 41, y2024: 47 },
  { crop: 'Maize', y2023: 95, y2024: 88 },
  { crop: 'Rapeseed', y2023: 33, y2024: 39 },
];

/** An accessible table built from the same dataset the chart draws. */
function HarvestTable() {
  const dataset = useDataset<Harvest[]>();
  if (!dataset) {
    return null;
  }
  return (
    <Table size="small" aria-label="Harvest in thousands of tonnes">
      <TableHead>
        <TableRow>
          <TableCell>Crop</TableCell>
          <TableCell align="right">2023</TableCell>
          <TableCell align="right">2024</TableCell>
          <TableCell align="right">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {dataset.map((row) => {
          const change = ((row.y2024 - row.y2023) / row.y2023) * 100;
          return (
            <TableRow key={row.crop}>
              <TableCell>{row.crop}</TableCell>
              <TableCell align="right">{row.y2023}</TableCell>
              <TableCell align="right">{row.y2024}</TableCell>
              <TableCell align="right">{`${change > 0 ? '+' : ''}${change.toFixed(1)} %`}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function DatasetTable() {
  return (
    <ChartsDataProvider
      height={240}
      dataset={harvests}
      xAxis={[{ scaleType: 'band', dataKey: 'crop' }]}
      series={[
        { type: 'bar', dataKey: 'y2023', label: '2023' },
        { type: 'bar', dataKey: 'y2024', label: '2024' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <HarvestTable />
    </ChartsDataProvider>
  );
}
