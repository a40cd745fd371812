import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import Button from '@mui/material/Button';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { useBarSeries } from '@mui/x-charts/hooks';

const SortContext = React.createContext<{ sorted: boolean; toggle: () => void }>({
  sorted: false,
  toggle: () => {},
});

const languages = ['Rust', 'Go', 'Kotlin', 'Swift', 'Elixir', 'Zig'];
const stars = [87, 64, 41, 52, 18, 29];

/** The toolbar runs inside the chart, so it can read the chart with hooks. */
function LanguagesToolbar() {
  const { sorted, toggle } = React.useContext(SortContext);
  const [series] = useBarSeries();
  const total = series ? series.data.reduce<number>((sum, value) => sum + (value ?? 0), 0) : 0;
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {`Total: ${total}k stars`}
      </Typography>
      <Button size="small" aria-pressed={sorted} onClick={toggle}>
        {sorted ? 'Original order' : 'Sort by stars'}
      </Button>
    </Toolbar>
  );
}

export default function CommunityToolbar() {
  const [sorted, setSorted] = React.useState(false);
  const rows = React.useMemo(() => {
    const pairs = languages.map((language, index) => ({ language, value: stars[index] }));
    return sorted ? [...pairs].sort((a, b) => b.value - a.value) : pairs;
  }, [sorted]);
  const context = React.useMemo(() => ({ sorted, toggle: () => setSorted((value) => !value) }), [sorted]);
  return (
    <SortContext.Provider value={context}>
      <BarChart
        height={300}
        showToolbar
        slots={{ toolbar: LanguagesToolbar }}
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.language) }]}
        series={[{ data: rows.map((row) => row.value), label: 'GitHub stars (thousands)' }]}
      />
    </SortContext.Provider>
  );
}
