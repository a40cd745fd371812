import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { products } from './products';
import { resolveCannedPrompt } from './cannedPrompts';

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

const prompt = 'Average price and rating per category';

export default function DisabledFeaturesGrid() {
  const apiRef = useGridApiRef();
  const [noGrouping, setNoGrouping] = React.useState(true);
  const [noAggregation, setNoAggregation] = React.useState(false);
  const [grouping, setGrouping] = React.useState([]);
  const [aggregation, setAggregation] = React.useState({});

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={noGrouping} onChange={(event) => setNoGrouping(event.target.checked)} />}
          label="disableRowGrouping"
        />
        <FormControlLabel
          control={<Switch checked={noAggregation} onChange={(event) => setNoAggregation(event.target.checked)} />}
          label="disableAggregation"
        />
        <Button variant="contained" size="small" onClick={() => apiRef.current?.aiAssistant.processPrompt(prompt)}>
          Ask: {prompt}
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={products}
          columns={columns}
          aiAssistant
          onPrompt={resolveCannedPrompt}
          disableRowGrouping={noGrouping}
          disableAggregation={noAggregation}
          onRowGroupingModelChange={setGrouping}
          onAggregationModelChange={setAggregation}
        />
      </Box>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mt: 1 }}>
        Applied grouping: {grouping.join(', ') || 'none'} · Applied aggregation:{' '}
        {Object.entries(aggregation)
          .map(([field, fn]) => `${fn}(${field})`)
          .join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
