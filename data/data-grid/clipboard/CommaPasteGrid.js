import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, name: '', city: '', seats: 0 },
  { id: 2, name: '', city: '', seats: 0 },
  { id: 3, name: '', city: '', seats: 0 },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'city', headerName: 'City', width: 160, editable: true },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100, editable: true },
];

// Splits one CSV field list, keeping commas that are inside double quotes.
function splitCsvLine(line) {
  const cells = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

// Tab-separated text (from a spreadsheet) still works; anything else is read as CSV.
const splitPastedText = (text, delimiter) => {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  return lines.map((line) => (line.includes(delimiter) ? line.split(delimiter) : splitCsvLine(line)));
};

export default function CommaPasteGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {'Nour Haddad, "Lyon, France", 2\nPiotr Zielinski, Kraków, 1\nAyesha Khan, "Leeds, UK", 4'}
      </Box>
      <Box sx={{ height: 260 }}>
        <DataGridPremium
          aria-label="Guest list"
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitPastedText}
          hideFooter
        />
      </Box>
    </Box>
  );
}
