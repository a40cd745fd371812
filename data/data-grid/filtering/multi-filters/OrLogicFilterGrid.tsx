import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
];

export default function OrLogicFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'team', operator: 'equals', value: 'Design' },
      { id: 2, field: 'age', operator: '<', value: 30 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, value: GridLogicOperator | null) => {
          if (value) {
            setFilterModel((model) => ({ ...model, logicOperator: value }));
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And}>And</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Or</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
