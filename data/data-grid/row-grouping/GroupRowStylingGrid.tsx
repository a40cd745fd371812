import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridRowClassNameParams } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function GroupRowStylingGrid() {
  const apiRef = useGridApiRef();

  const getRowClassName = (params: GridRowClassNameParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    return node?.type === 'group' ? `group-depth-${node.depth}` : '';
  };

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // Palette tokens keep enough contrast in light and dark mode.
        '& .group-depth-0': { bgcolor: 'action.selected', fontWeight: 'fontWeightBold' },
        '& .group-depth-1': { bgcolor: 'action.hover' },
      }}
    >
      <DataGridPremium
        apiRef={apiRef}
        rows={tickets}
        columns={ticketColumns}
        getRowClassName={getRowClassName}
        groupingColDef={{ width: 200 }}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['team', 'status'] } }}
      />
    </Box>
  );
}
