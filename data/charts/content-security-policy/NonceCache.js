import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// In a real app the nonce is created per request on the server and read from a meta tag or
// a global set by the server-rendered page. A fixed string keeps this demo self-contained.
const nonce = 'demo-nonce-2d7f';

// One cache for the whole app, created once: every <style> element it inserts carries the nonce.
const cache = createCache({ key: 'csp', nonce });

function StyleReport() {
  const [report, setReport] = React.useState('');
  const check = () => {
    const styles = Array.from(document.querySelectorAll('style[data-emotion^="csp"]'));
    const withNonce = styles.filter((style) => style.nonce === nonce).length;
    setReport(`${withNonce} of ${styles.length} style elements inserted through the cache carry the nonce.`);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button size="small" variant="outlined" onClick={check}>
        Check style elements
      </Button>
      <Typography variant="body2" data-testid="nonce-report" aria-live="polite">
        {report}
      </Typography>
    </Stack>
  );
}

export default function NonceCache() {
  return (
    <CacheProvider value={cache}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: ['Script', 'Style', 'Image', 'Font', 'Connect'] }]}
        series={[{ data: [14, 9, 3, 1, 6], label: 'Blocked requests this week' }]}
      />
      <StyleReport />
    </CacheProvider>
  );
}
