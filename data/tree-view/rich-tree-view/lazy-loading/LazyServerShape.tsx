import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

// The shape the (fake) server returns: no `id` or `label` fields.
interface Employee {
  employeeNumber: number;
  fullName: string;
  reports: number;
}

const STAFF: Record<string, Employee[]> = {
  root: [{ employeeNumber: 1, fullName: 'Grace Ndlovu', reports: 2 }],
  '1': [
    { employeeNumber: 2, fullName: 'Tomás Herrera', reports: 1 },
    { employeeNumber: 3, fullName: 'Aiko Sato', reports: 0 },
  ],
  '2': [{ employeeNumber: 4, fullName: 'Leila Haddad', reports: 0 }],
};

function fetchReports(managerId?: string): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(STAFF[managerId ?? 'root'] ?? []), 500);
  });
}

const NO_ITEMS: Employee[] = [];

const DATA_SOURCE = {
  getTreeItems: fetchReports,
  getChildrenCount: (employee: Employee) => employee.reports,
};

const getEmployeeId = (employee: Employee) => String(employee.employeeNumber);
const getEmployeeLabel = (employee: Employee) => employee.fullName;

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
