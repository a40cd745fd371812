import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXAxes, useYAxes } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Lists every axis of the chart with its scale type and its current domain. */
function AxisTable() {
  const { xAxis, xAxisIds } = useXAxes();
  const { yAxis, yAxisIds } = useYAxes();
  const rows = [
    ...xAxisIds.map((id) => ({ direction: 'x', id, axis: xAxis[id] })),
    ...yAxisIds.map((id) => ({ direction: 'y', id, axis: yAxis[id] })),
  ];
  return (
    <Table size="small" aria-label="Axes of the chart">
      <TableHead>
        <TableRow>
          <TableCell>Direction</TableCell>
          <TableCell>Id</TableCell>
          <TableCell>Scale type</TableCell>
          <TableCell>Domain</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ direction, id, axis }) => (
          <TableRow key={`${direction}-${id}`}>
            <TableCell>{direction}</TableCell>
            <TableCell>{String(id)}</TableCell>
            <TableCell>{axis.scaleType}</TableCell>
            <TableCell>
              {axis.scale
                .domain()
                .map((value) => String(value))
                .join(axis.scaleType === 'band' ? ', ' : ' to ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function AxisInventory() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'revenue', position: 'left', width: 50 },
        { id: 'margin', position: 'right', min: 0, max: 50, width: 40 },
      ]}
      series={[
        { type: 'bar', id: 'revenue', yAxisId: 'revenue', data: [120, 135, 150, 142, 168, 181], label: 'Revenue' },
        { type: 'line', id: 'margin', yAxisId: 'margin', data: [21, 24, 26, 22, 29, 31], label: 'Margin (%)' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="revenue" />
        <ChartsYAxis axisId="margin" />
      </ChartsSurface>
      <AxisTable />
    </ChartsDataProvider>
  );
}
