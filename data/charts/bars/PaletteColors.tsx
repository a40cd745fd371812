import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2022', '2023', '2024', '2025'];
// A color-blind friendly palette (Okabe-Ito), used in order by the series that have no color.
const palette = ['#E69F00', '#56B4E9', '#009E73', '#CC79A7'];

export default function PaletteColors() {
  return (
    <BarChart
      height={300}
      colors={palette}
      xAxis={[{ scaleType: 'band', data: years }]}
      series={[
        { id: 'solar', data: [12, 17, 23, 30], label: 'Solar' },
        { id: 'wind', data: [25, 27, 29, 33], label: 'Wind' },
        { id: 'hydro', data: [18, 17, 19, 18], label: 'Hydro' },
        { id: 'bio', data: [6, 7, 7, 8], label: 'Biomass' },
      ]}
    />
  );
}
