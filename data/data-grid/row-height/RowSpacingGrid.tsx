import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, card: 'Design review', lane: 'To do' },
  { id: 2, card: 'Fix flaky test', lane: 'In progress' },
  { id: 3, card: 'Update changelog', lane: 'In progress' },
  { id: 4, card: 'Release 2.4', lane: 'Done' },
  { id: 5, card: 'Plan sprint 12', lane: 'To do' },
];

const columns: GridColDef[] = [
  { field: 'card', headerName: 'Card', flex: 1 },
  { field: 'lane', headerName: 'Lane', width: 140 },
];

// No gap above the first row or below the last one, 8 px between the others.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowSpacingGrid() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="spacing-type-label">rowSpacingType</FormLabel>
        <RadioGroup
          row
          aria-labelledby="spacing-type-label"
          value={spacingType}
          onChange={(event) => setSpacingType(event.target.value as 'margin' | 'border')}
        >
          <FormControlLabel value="margin" control={<Radio />} label="margin" />
          <FormControlLabel value="border" control={<Radio />} label="border" />
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          hideFooter
          sx={{
            bgcolor: 'action.hover',
            [`& .${gridClasses.row}`]: { bgcolor: 'background.paper', borderColor: 'action.hover' },
          }}
        />
      </Box>
    </Stack>
  );
}
