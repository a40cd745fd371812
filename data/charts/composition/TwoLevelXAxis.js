import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const tickets = [410, 385, 432, 398, 377, 351, 290, 275, 402, 455, 470, 512];

export default function TwoLevelXAxis() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[
        { id: 'months', scaleType: 'band', data: months, position: 'bottom' },
        // A second band axis over the same width: four bands, each spanning three months.
        {
          id: 'quarters',
          scaleType: 'band',
          data: quarters,
          position: 'top',
          tickLabelStyle: { fontWeight: 700 },
        },
      ]}
      yAxis={[{ id: 'tickets', width: 50 }]}
      series={[{ type: 'bar', id: 'tickets', data: tickets, label: 'Support tickets', xAxisId: 'months' }]}
    >
      <BarPlot />
      <ChartsXAxis axisId="months" />
      <ChartsXAxis axisId="quarters" />
      <ChartsYAxis axisId="tickets" label="Tickets" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
