import { LineChart } from '@mui/x-charts/LineChart';

// Hourly price in cents per kWh: constant within each hour, changing at the hour.
const prices = [18, 17, 16, 16, 16, 17, 24, 31, 33, 29, 25, 22, 20, 19, 21, 24, 30, 38, 41, 36, 29, 24, 21, 19];
// One more point repeats the last price so the step of 23:00 is drawn to the end of the day.
const hours = Array.from({ length: 25 }, (_, hour) => hour);

export default function ElectricityTariff() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: hours,
          min: 0,
          max: 24,
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21, 24],
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[{ min: 0, label: 'Price (ct/kWh)' }]}
      series={[
        {
          id: 'price',
          data: [...prices, prices[prices.length - 1]],
          label: 'Day-ahead price',
          // The value holds from a point until the next one.
          curve: 'stepAfter',
          showMark: false,
          area: true,
          valueFormatter: (value) => (value === null ? '' : `${value} ct/kWh`),
        },
      ]}
    />
  );
}
