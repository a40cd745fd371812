import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  code: string;
  name: string;
  headcount: number;
  teams?: Department[];
}

const COMPANY: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    headcount: 42,
    teams: [
      { code: 'ENG-WEB', name: 'Web platform', headcount: 14 },
      { code: 'ENG-MOB', name: 'Mobile apps', headcount: 11 },
      { code: 'ENG-DATA', name: 'Data infrastructure', headcount: 17 },
    ],
  },
  {
    code: 'SAL',
    name: 'Sales',
    headcount: 25,
    teams: [
      { code: 'SAL-EMEA', name: 'Europe and Africa', headcount: 9 },
      { code: 'SAL-AMER', name: 'Americas', headcount: 16 },
    ],
  },
  { code: 'LEG', name: 'Legal', headcount: 4 },
];

const getDepartmentId = (department: Department) => department.code;
const getDepartmentLabel = (department: Department) => `${department.name} (${department.headcount})`;
const getDepartmentTeams = (department: Department) => department.teams;

export default function CustomItemShape() {
  return (
    <Box sx={{ minHeight: 250, minWidth: 260 }}>
      <RichTreeView
        aria-label="Departments"
        items={COMPANY}
        getItemId={getDepartmentId}
        getItemLabel={getDepartmentLabel}
        getItemChildren={getDepartmentTeams}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
