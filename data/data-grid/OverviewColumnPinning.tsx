import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  started: number;
  projects: number;
  reviews: number;
  email: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Diallo',
    team: 'Platform',
    office: 'Lisbon',
    started: 2019,
    projects: 7,
    reviews: 4,
    email: 'amara@example.com',
  },
  {
    id: 2,
    name: 'Bruno Costa',
    team: 'Design',
    office: 'São Paulo',
    started: 2021,
    projects: 4,
    reviews: 2,
    email: 'bruno@example.com',
  },
  {
    id: 3,
    name: 'Chen Wei',
    team: 'Data',
    office: 'Singapore',
    started: 2018,
    projects: 9,
    reviews: 5,
    email: 'chen@example.com',
  },
  {
    id: 4,
    name: 'Dana Novak',
    team: 'Platform',
    office: 'Prague',
    started: 2022,
    projects: 3,
    reviews: 1,
    email: 'dana@example.com',
  },
  {
    id: 5,
    name: 'Elif Aydın',
    team: 'Mobile',
    office: 'Istanbul',
    started: 2020,
    projects: 6,
    reviews: 3,
    email: 'elif@example.com',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'office', headerName: 'Office', width: 140 },
  {
    field: 'started',
    headerName: 'Joined',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 120 },
  { field: 'reviews', headerName: 'Reviews', type: 'number', width: 120 },
  { field: 'email', headerName: 'Email', width: 200 },
];

/** Name stays on the left and email on the right while the columns between scroll sideways. */
export default function OverviewColumnPinning() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['email'] } }}
        hideFooter
      />
    </div>
  );
}
