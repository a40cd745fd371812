import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            startIcon={<AutoAwesomeIcon />}
            variant={state.open ? 'contained' : 'outlined'}
          >
            Ask the assistant
          </Button>
        )}
      />
    </Toolbar>
  );
}

// A stand-in for a server: it only knows how to sort by one of the fields it is told about.
function sortOnlyProcessor(prompt: string, promptContext: string): Promise<PromptResponse> {
  const fields: string[] = JSON.parse(promptContext).map((column: { field: string }) => column.field);
  const text = prompt.toLowerCase();
  const field = fields.find((candidate) => text.includes(candidate.toLowerCase()));
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!field) {
        reject(new Error(`Name a column to sort by: ${fields.join(', ')}.`));
        return;
      }
      resolve({
        conversationId: 'panel-demo',
        select: -1,
        filters: [],
        aggregation: {},
        sorting: [{ column: field, direction: /desc|high|most/.test(text) ? 'desc' : 'asc' }],
        grouping: [],
        pivoting: {},
        chart: null,
      });
    }, 400);
  });
}

const rows = [
  { id: 1, peak: 'Aneto', range: 'Pyrenees', elevation: 3404 },
  { id: 2, peak: 'Zugspitze', range: 'Alps', elevation: 2962 },
  { id: 3, peak: 'Musala', range: 'Rila', elevation: 2925 },
  { id: 4, peak: 'Galdhøpiggen', range: 'Jotunheimen', elevation: 2469 },
  { id: 5, peak: 'Triglav', range: 'Julian Alps', elevation: 2864 },
];

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', flex: 1 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 140 },
];

export default function AiAssistantPanelTriggerGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={sortOnlyProcessor}
        aiAssistantSuggestions={[{ value: 'highest elevation first' }, { value: 'sort by peak' }]}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
      />
    </Box>
  );
}
