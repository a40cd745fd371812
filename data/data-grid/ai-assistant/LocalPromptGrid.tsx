import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import SendIcon from '@mui/icons-material/Send';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  type GridColDef,
  type GridFilterModel,
  type GridRowGroupingModel,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { products } from './products';
import { resolveLocalPromptLater } from './localPromptResolver';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onPromptDone?: (prompt: string, error: string | null) => void;
  }
}

function PromptToolbar({ onPromptDone }: { onPromptDone?: (prompt: string, error: string | null) => void }) {
  const apiRef = useGridApiContext();

  const handleSubmit = async (prompt: string) => {
    // Runs `onPrompt`, adds the prompt to the conversation and applies the response.
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    onPromptDone?.(prompt, result instanceof Error ? result.message : null);
  };

  return (
    <Toolbar style={{ flexWrap: 'wrap', height: 'auto', paddingBlock: 8 }}>
      <PromptField onSubmit={handleSubmit} style={{ display: 'flex', flex: 1, gap: 4 }}>
        <PromptFieldControl
          label="Ask the grid"
          placeholder="For example: sort by price descending"
          size="small"
          fullWidth
        />
        <Tooltip title="Send">
          <PromptFieldSend aria-label="Send prompt">
            <SendIcon fontSize="small" />
          </PromptFieldSend>
        </Tooltip>
      </PromptField>
      <Tooltip title="Assistant history">
        <AiAssistantPanelTrigger render={<ToolbarButton />} aria-label="Open the assistant panel">
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function LocalPromptGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [grouping, setGrouping] = React.useState<GridRowGroupingModel>([]);
  const [status, setStatus] = React.useState('No prompt sent yet.');

  const handlePromptDone = React.useCallback((prompt: string, error: string | null) => {
    setStatus(error ? `"${prompt}": ${error}` : `"${prompt}": applied.`);
  }, []);

  const sortText = sortModel.map((item) => `${item.field} (${item.sort})`).join(', ') || 'none';
  const filterText =
    filterModel.items.map((item) => `${item.field} ${item.operator} ${item.value}`).join(' and ') || 'none';

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={products}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={resolveLocalPromptLater}
          aiAssistantSuggestions={[
            { value: 'sort by price descending' },
            { value: 'only in stock under 80' },
            { value: 'group by category' },
          ]}
          slots={{ toolbar: PromptToolbar, aiAssistantPanel: GridAiAssistantPanel }}
          slotProps={{ toolbar: { onPromptDone: handlePromptDone } }}
          onSortModelChange={setSortModel}
          onFilterModelChange={setFilterModel}
          onRowGroupingModelChange={setGrouping}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {status}
      </Typography>
      <Typography
        variant="body2"
        component="output"
        aria-live="polite"
        data-testid="prompt-result"
        sx={{ display: 'block', mt: 1 }}
      >
        Sorted by: {sortText} · Filters: {filterText} · Grouped by: {grouping.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
