import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const products = [
  { id: 'keyboard', name: 'Mechanical keyboard', sold: 1284, trend: [62, 70, 68, 75, 81, 79, 90, 96] },
  { id: 'mouse', name: 'Wireless mouse', sold: 2310, trend: [140, 132, 128, 121, 118, 110, 104, 99] },
  { id: 'monitor', name: '27" monitor', sold: 512, trend: [40, 38, 55, 61, 48, 66, 72, 70] },
  { id: 'dock', name: 'USB-C dock', sold: 877, trend: [51, 53, 52, 54, 56, 55, 57, 58] },
];
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function SparklineTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Weekly sales per product">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Units sold</TableCell>
            <TableCell>Last 8 weeks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => {
            const rising = product.trend[product.trend.length - 1] >= product.trend[0];
            return (
              <TableRow key={product.id}>
                <TableCell>{product.name}</TableCell>
                <TableCell align="right">{product.sold}</TableCell>
                <TableCell sx={{ width: 180, py: 0.5 }}>
                  <SparkLineChart
                    data={product.trend}
                    height={36}
                    width={160}
                    color={rising ? '#2e7d32' : '#c62828'}
                    xAxis={{ scaleType: 'point', data: weeks }}
                    showTooltip
                    showHighlight
                    valueFormatter={(value) => (value === null ? '' : `${value} units`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
