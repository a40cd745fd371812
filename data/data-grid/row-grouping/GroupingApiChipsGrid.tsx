import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

const groupableFields = ['team', 'priority', 'status', 'assignee'];
const labelOf = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

export default function GroupingApiChipsGrid() {
  const apiRef = useGridApiRef();
  // Mirrors the grid's model for rendering only; the grid stays uncontrolled.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['team', 'priority']);
  const available = groupableFields.filter((field) => !model.includes(field));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Typography variant="body2">Levels:</Typography>
        {model.map((field, index) => (
          <Chip
            key={field}
            color="primary"
            label={`${index + 1}. ${labelOf(field)}`}
            // Clicking a chip moves that field to the top level.
            onClick={index > 0 ? () => apiRef.current?.setRowGroupingCriteriaIndex(field, 0) : undefined}
            onDelete={() => apiRef.current?.removeRowGroupingCriteria(field)}
          />
        ))}
        {available.map((field) => (
          <Button key={field} size="small" onClick={() => apiRef.current?.addRowGroupingCriteria(field)}>
            + {labelOf(field)}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          initialState={{ rowGrouping: { model: ['team', 'priority'] } }}
          onRowGroupingModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
