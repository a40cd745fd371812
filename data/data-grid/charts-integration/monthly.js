const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A year of figures for a small online shop, one row per month. */
export const months = names.map((month, index) => {
  const season = Math.sin(((index - 2) / 12) * 2 * Math.PI);
  const visitors = Math.round(18000 + 6000 * season + index * 900);
  return {
    id: index + 1,
    month,
    quarter: ['Q1', 'Q2', 'Q3', 'Q4'][Math.floor(index / 3)],
    revenue: Math.round(42000 + 9000 * season + index * 1800),
    costs: Math.round(30000 + 2500 * season + index * 700),
    visitors,
    signups: Math.round(visitors * (0.021 + (index % 4) * 0.002)),
  };
});

export const monthColumns = [
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
  { field: 'costs', headerName: 'Costs', type: 'number', width: 100 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 100 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 100 },
];
