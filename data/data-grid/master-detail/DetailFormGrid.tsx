import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
}

const initialRows: Supplier[] = [
  { id: 1, company: 'Nordic Timber', contact: 'Eva Sundberg', email: 'eva@nordictimber.example' },
  { id: 2, company: 'Andes Coffee Co.', contact: 'Mateo Quispe', email: 'mateo@andes.example' },
  { id: 3, company: 'Sahel Textiles', contact: 'Awa Diop', email: 'awa@saheltex.example' },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'email', headerName: 'Email', width: 220 },
];

interface SupplierFormProps {
  supplier: Supplier;
  onSave: (supplier: Supplier) => void;
}

function SupplierForm({ supplier, onSave }: SupplierFormProps) {
  const [contact, setContact] = React.useState(supplier.contact);
  const [email, setEmail] = React.useState(supplier.email);
  const changed = contact !== supplier.contact || email !== supplier.email;

  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSave({ ...supplier, contact, email });
      }}
    >
      <TextField size="small" label="Contact" value={contact} onChange={(event) => setContact(event.target.value)} />
      <TextField
        size="small"
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="contained" size="small" disabled={!changed}>
        Save
      </Button>
    </Stack>
  );
}

export default function DetailFormGrid() {
  const [rows, setRows] = React.useState<Supplier[]>(initialRows);

  const save = React.useCallback((supplier: Supplier) => {
    setRows((previous) => previous.map((row) => (row.id === supplier.id ? supplier : row)));
  }, []);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Supplier>) => (
      <SupplierForm key={`${row.contact}|${row.email}`} supplier={row} onSave={save} />
    ),
    [save],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
