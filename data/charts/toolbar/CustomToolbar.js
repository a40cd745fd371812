import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

const districts = ['Old Town', 'Harbour', 'Riverside', 'Hillcrest', 'Market', 'Station', 'Parkside', 'University'];
const permits = [42, 35, 58, 21, 47, 39, 27, 64];

/** A toolbar with a title, text zoom buttons and export buttons, built from the exported triggers. */
function PermitsToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 1 }}>
        Building permits per district
      </Typography>
      <Tooltip title="Zoom in">
        <ChartsToolbarZoomInTrigger render={<ToolbarButton aria-label="Zoom in" />}>+</ChartsToolbarZoomInTrigger>
      </Tooltip>
      <Tooltip title="Zoom out">
        <ChartsToolbarZoomOutTrigger render={<ToolbarButton aria-label="Zoom out" />}>−</ChartsToolbarZoomOutTrigger>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ChartsToolbarPrintExportTrigger options={{ fileName: 'permits' }}>Print</ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger options={{ type: 'image/png', fileName: 'permits' }}>
        PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function CustomToolbar() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      slots={{ toolbar: PermitsToolbar }}
      xAxis={[{ id: 'districts', scaleType: 'band', data: districts, zoom: true }]}
      series={[{ data: permits, label: 'Permits issued' }]}
    />
  );
}
