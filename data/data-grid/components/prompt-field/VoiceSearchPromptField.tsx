import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid-premium';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onRecordProblem?: (message: string) => void;
  }
}

function SpokenSearchToolbar({ onRecordProblem }: { onRecordProblem?: (message: string) => void }) {
  const apiRef = useGridApiContext();

  // No AI here: the submitted text simply becomes the quick filter.
  const handleSubmit = (prompt: string) => {
    apiRef.current.setQuickFilterValues(prompt.split(' ').filter(Boolean));
  };

  return (
    <Toolbar>
      <PromptField
        lang="en-US"
        onSubmit={handleSubmit}
        onRecordError={onRecordProblem}
        className={(state) => (state.recording ? 'prompt prompt--recording' : 'prompt')}
      >
        {IS_SPEECH_RECOGNITION_SUPPORTED && (
          <Tooltip title="Dictate">
            <PromptFieldRecord aria-label="Dictate a search">
              <MicIcon fontSize="small" />
            </PromptFieldRecord>
          </Tooltip>
        )}
        <PromptFieldControl
          placeholder="Type or say an ingredient, then press Enter"
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Search recipes' } }}
          fullWidth
        />
        <Tooltip title="Search">
          <PromptFieldSend aria-label="Run search">
            <SearchIcon fontSize="small" />
          </PromptFieldSend>
        </Tooltip>
      </PromptField>
    </Toolbar>
  );
}

const rows = [
  { id: 1, recipe: 'Lemon risotto', main: 'rice', minutes: 35 },
  { id: 2, recipe: 'Chickpea curry', main: 'chickpeas', minutes: 30 },
  { id: 3, recipe: 'Mushroom rice bowl', main: 'rice', minutes: 25 },
  { id: 4, recipe: 'Roast pumpkin soup', main: 'pumpkin', minutes: 50 },
  { id: 5, recipe: 'Lemon drizzle cake', main: 'flour', minutes: 60 },
];

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1 },
  { field: 'main', headerName: 'Main ingredient', width: 160 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function VoiceSearchPromptField() {
  const [problem, setProblem] = React.useState<string | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          height: 380,
          '& .prompt': { display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, px: 0.5 },
          '& .prompt--recording': { outline: '2px solid', outlineColor: 'error.main', borderRadius: 1 },
        }}
      >
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ toolbar: SpokenSearchToolbar }}
          slotProps={{ toolbar: { onRecordProblem: setProblem } }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {problem ? `Voice input failed: ${problem}` : 'Voice input errors appear here.'}
      </Typography>
    </Box>
  );
}
