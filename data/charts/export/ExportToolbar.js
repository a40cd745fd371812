import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const products = ['Starter', 'Team', 'Business', 'Enterprise'];

export default function ExportToolbar() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      xAxis={[{ scaleType: 'band', data: products }]}
      series={[
        { id: 'new', data: [420, 310, 145, 38], label: 'New subscriptions' },
        { id: 'churned', data: [96, 41, 12, 2], label: 'Cancelled' },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'subscriptions-report' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'subscriptions' },
            { type: 'image/jpeg', quality: 0.85, fileName: 'subscriptions' },
          ],
        },
      }}
    />
  );
}
