import Button from '@mui/material/Button';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ChartsToolbarImageExportTrigger, ChartsToolbarPrintExportTrigger } from '@mui/x-charts-pro/ChartsToolbarPro';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// The toolbar slot: two plain buttons instead of the default export menu.
function DownloadToolbar() {
  return (
    <Toolbar>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'energy-use-week' }}
        render={<Button size="small" variant="text" />}
      >
        Download PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger
        options={{ fileName: 'energy-use-week' }}
        render={<Button size="small" variant="text" />}
      >
        Print
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

export default function CustomExportToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      slots={{ toolbar: DownloadToolbar }}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'kWh', width: 50 }]}
      series={[
        { id: 'heating', data: [41, 38, 44, 36, 33, 29, 31], label: 'Heating' },
        { id: 'appliances', data: [12, 11, 13, 12, 14, 18, 17], label: 'Appliances' },
      ]}
    />
  );
}
