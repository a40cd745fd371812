import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const STAFF = {
  root: [{ employeeNumber: 1, fullName: 'Grace Ndlovu', reports: 2 }],
  1: [
    { employeeNumber: 2, fullName: 'Tomás Herrera', reports: 1 },
    { employeeNumber: 3, fullName: 'Aiko Sato', reports: 0 },
  ],
  2: [{ employeeNumber: 4, fullName: 'Leila Haddad', reports: 0 }],
};

function fetchReports(managerId) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(STAFF[managerId ?? 'root'] ?? []), 500);
  });
}

const NO_ITEMS = [];

const DATA_SOURCE = {
  getTreeItems: fetchReports,
  getChildrenCount: (employee) => employee.reports,
};

const getEmployeeId = (employee) => String(employee.employeeNumber);
const getEmployeeLabel = (employee) => employee.fullName;

export default function LazyServerShape() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Reporting lines"
        items={NO_ITEMS}
        dataSource={DATA_SOURCE}
        getItemId={getEmployeeId}
        getItemLabel={getEmployeeLabel}
      />
    </Box>
  );
}
