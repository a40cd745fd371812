import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
// The forecast repeats the last actual value (June) so the two lines join.
const actual = [310, 335, 360, 352, 390, 410, null, null, null, null];
const forecast = [null, null, null, null, null, 410, 428, 445, 470, 490];

export default function DashedForecast() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: actual, label: 'Actual', color: '#1e88e5' },
        { id: 'forecast', data: forecast, label: 'Forecast', color: '#1e88e5', showMark: false },
      ]}
      // Each line element carries its series id in a data attribute.
      sx={{ [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' } }}
    />
  );
}
