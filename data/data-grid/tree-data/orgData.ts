export interface OrgRow {
  id: number;
  path: string[];
  role: string;
  location: string;
  budget?: number;
}

/** A small company tree: departments, teams, then people. */
export const orgRows: OrgRow[] = [
  { id: 1, path: ['Engineering'], role: 'Department', location: 'Berlin', budget: 2400 },
  { id: 2, path: ['Engineering', 'Platform'], role: 'Team', location: 'Berlin', budget: 900 },
  { id: 3, path: ['Engineering', 'Platform', 'Maya Chen'], role: 'Tech lead', location: 'Berlin' },
  { id: 4, path: ['Engineering', 'Platform', 'Jonas Weber'], role: 'Engineer', location: 'Remote' },
  { id: 5, path: ['Engineering', 'Mobile'], role: 'Team', location: 'Lisbon', budget: 700 },
  { id: 6, path: ['Engineering', 'Mobile', 'Rita Sousa'], role: 'Engineer', location: 'Lisbon' },
  { id: 7, path: ['Engineering', 'Mobile', 'Ade Bello'], role: 'Designer', location: 'Remote' },
  { id: 8, path: ['Sales'], role: 'Department', location: 'London', budget: 1300 },
  { id: 9, path: ['Sales', 'EMEA'], role: 'Team', location: 'London', budget: 600 },
  { id: 10, path: ['Sales', 'EMEA', 'Tom Hughes'], role: 'Account executive', location: 'London' },
  { id: 11, path: ['Sales', 'Americas'], role: 'Team', location: 'Toronto', budget: 700 },
  { id: 12, path: ['Sales', 'Americas', 'Lucía Pérez'], role: 'Account executive', location: 'Remote' },
];

export const getTreeDataPath = (row: OrgRow) => row.path;
