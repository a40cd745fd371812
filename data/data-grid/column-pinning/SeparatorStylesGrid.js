import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { staff } from '../shared/staff';
import { wideColumns } from './widecolumns';
const separators = ['border-and-shadow', 'border', 'shadow'];

export default function SeparatorStylesGrid() {
  const [separator, setSeparator] = React.useState('border-and-shadow');

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="separator-label">pinnedColumnsSectionSeparator</FormLabel>
        <RadioGroup
          row
          aria-labelledby="separator-label"
          value={separator}
          onChange={(event) => setSeparator(event.target.value)}
        >
          {separators.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={staff}
          columns={wideColumns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{ pinnedColumns: { left: ['firstName'], right: ['salary'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
