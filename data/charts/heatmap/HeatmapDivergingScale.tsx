import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Monthly temperature compared with the 1991–2020 average of a fictional city, in °C.
const anomalies: [number, number, number][] = years.flatMap((_, y) =>
  months.map((__, x): [number, number, number] => {
    const trend = -0.6 + y * 0.35;
    const wave = Math.sin((x + y * 2) * 1.3) * 0.9;
    return [x, y, Math.round((trend + wave) * 10) / 10];
  }),
);

// Blend two hex colors; `t` goes from 0 (first color) to 1 (second color).
function mix(from: string, to: string, t: number) {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const rgb = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * t),
  );
  return `rgb(${rgb.join(', ')})`;
}

// Blue below zero, white at zero, red above zero. `t` is 0 at `min` and 1 at `max`.
const diverging = (t: number) =>
  t < 0.5 ? mix('#2166ac', '#f7f7f7', t * 2) : mix('#f7f7f7', '#b2182b', (t - 0.5) * 2);

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`;

export default function HeatmapDivergingScale() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: months }]}
      yAxis={[{ data: years, width: 50 }]}
      // min and max are symmetric around zero, so zero gets the middle (white) color.
      zAxis={[{ colorMap: { type: 'continuous', min: -2, max: 2, color: diverging } }]}
      series={[
        {
          id: 'anomaly',
          data: anomalies,
          label: 'Difference from average',
          valueFormatter: (value) => (value ? signed(value[2]) : ''),
        },
      ]}
      hideLegend={false}
      slotProps={{
        legend: {
          axisDirection: 'z',
          direction: 'horizontal',
          minLabel: '−2°C',
          maxLabel: '+2°C',
        },
      }}
    />
  );
}
