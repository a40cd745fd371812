import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { products } from './products';
import { cannedPrompts, resolveCannedPrompt } from './cannedPrompts';

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function AggregateSelectGrid() {
  const apiRef = useGridApiRef();
  const [aggregation, setAggregation] = React.useState({});
  const [selection, setSelection] = React.useState({ type: 'include', ids: new Set() });

  const send = (prompt) => {
    // The same path as the panel: onPrompt, then the response is applied to the grid.
    apiRef.current?.aiAssistant.processPrompt(prompt);
  };

  const aggregationText =
    Object.entries(aggregation)
      .map(([field, fn]) => `${fn}(${field})`)
      .join(', ') || 'none';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.keys(cannedPrompts).map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" onClick={() => send(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={products}
          columns={columns}
          aiAssistant
          onPrompt={resolveCannedPrompt}
          checkboxSelection
          onAggregationModelChange={setAggregation}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ display: 'block', mt: 1 }}>
        Aggregation: {aggregationText} · Selected rows: {selection.ids.size}
      </Typography>
    </Box>
  );
}
