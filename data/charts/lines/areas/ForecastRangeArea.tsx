import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Actual sales until June, then a forecast with a low and a high estimate.
const actual = [52, 55, 61, 58, 66, 70, null, null, null, null, null, null];
const forecast = [null, null, null, null, null, 70, 73, 76, 78, 82, 85, 90];
const low = [52, 55, 61, 58, 66, 70, 69, 70, 70, 72, 73, 75];
const high = [52, 55, 61, 58, 66, 70, 77, 82, 86, 92, 97, 104];
const FIRST_FORECAST = 6;

// The band is a stack: an invisible area up to the low estimate, then the gap between low and high.
// Stacked series need a number at every position, so the band has a width of 0 before the forecast.
const bandBottom = low;
const bandHeight = high.map((value, index) => value - low[index]);

const units = (value: number | null) => (value === null ? '' : `${value}k units`);

export default function ForecastRangeArea() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Sales (k units)', width: 60 }]}
      series={[
        {
          id: 'band-bottom',
          data: bandBottom,
          stack: 'range',
          area: true,
          showMark: false,
          color: 'transparent',
          // No label: no legend entry. Returning null hides the series from the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'band',
          data: bandHeight,
          stack: 'range',
          area: true,
          showMark: false,
          color: '#90caf9',
          // The series holds the width of the band, so the tooltip prints both ends instead.
          valueFormatter: (value, { dataIndex }) =>
            value === null || dataIndex < FIRST_FORECAST ? null : `${low[dataIndex]}–${high[dataIndex]}k units`,
          label: 'Forecast range',
        },
        { id: 'actual', data: actual, label: 'Actual', color: '#0d47a1', valueFormatter: units },
        { id: 'forecast', data: forecast, label: 'Forecast', color: '#0d47a1', valueFormatter: units },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="band-bottom"], & .${lineClasses.line}[data-series="band"]`]: {
          strokeWidth: 0,
        },
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
      }}
    />
  );
}
