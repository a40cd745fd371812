import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type Conversation,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { products } from './products';
import { resolveLocalPromptLater } from './localPromptResolver';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'category',
    headerName: 'Category',
    width: 120,
    description: 'Department the product is sold in',
    examples: ['Kitchen', 'Garden'],
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    description: 'Retail price in euros, taxes included',
  },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

// A conversation restored from storage: the panel lists it under its title.
const savedConversations: Conversation[] = [
  {
    id: 'saved-1',
    title: 'cheapest first',
    prompts: [
      {
        value: 'cheapest first',
        createdAt: new Date('2026-03-02T09:30:00Z'),
        variant: 'success',
        response: {
          conversationId: 'saved-1',
          select: -1,
          filters: [],
          aggregation: {},
          sorting: [{ column: 'price', direction: 'asc' }],
          grouping: [],
          pivoting: {},
          chart: null,
        },
      },
    ],
  },
];

export default function PromptContextGrid() {
  const [sampling, setSampling] = React.useState(false);
  const [conversations, setConversations] = React.useState<Conversation[]>(savedConversations);
  const [lastContext, setLastContext] = React.useState<string | null>(null);

  const handlePrompt = React.useCallback((prompt: string, promptContext: string): Promise<PromptResponse> => {
    // One line per column keeps the context readable.
    const described: unknown[] = JSON.parse(promptContext);
    setLastContext(described.map((column) => JSON.stringify(column)).join('\n'));
    return resolveLocalPromptLater(prompt, promptContext);
  }, []);

  const promptCount = conversations.reduce((sum, item) => sum + item.prompts.length, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
        label="Allow data sampling"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={products}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={handlePrompt}
          allowAiAssistantDataSampling={sampling}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantSuggestions={[{ value: 'group by category' }, { value: 'only in stock' }]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {conversations.length} conversation(s), {promptCount} prompt(s) kept in React state.
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Context sent with the last prompt
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 160,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {lastContext ?? 'Open the assistant from the toolbar and send a prompt.'}
      </Box>
    </Box>
  );
}
