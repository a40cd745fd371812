export type Team = 'Billing' | 'Platform' | 'Mobile' | 'Web';
export type Priority = 'Critical' | 'High' | 'Normal' | 'Low';
export type Status = 'Open' | 'In progress' | 'Resolved';

export interface Ticket {
  id: number;
  title: string;
  team: Team;
  priority: Priority;
  status: Status;
  assignee: string;
  opened: Date;
  hours: number;
  customer: { name: string; tier: 'Gold' | 'Silver' | 'Bronze' };
  escalated: boolean;
}

const teams: Team[] = ['Billing', 'Platform', 'Mobile', 'Web'];
const priorities: Priority[] = ['Critical', 'High', 'Normal', 'Normal', 'Low'];
const statuses: Status[] = ['Open', 'In progress', 'Resolved'];
const assignees = ['Ines', 'Tomasz', 'Akira', 'Lena', 'Marcus', 'Priya'];
const subjects = [
  'Invoice total off by one cent',
  'Login loop on Safari',
  'Push notifications delayed',
  'Export to CSV times out',
  'Dark mode contrast on charts',
  'Webhook retries flood queue',
  'Refund not reflected in balance',
  'Crash when rotating tablet',
];
const customers: Ticket['customer'][] = [
  { name: 'Northwind Foods', tier: 'Gold' },
  { name: 'Bluebird Travel', tier: 'Silver' },
  { name: 'Kestrel Labs', tier: 'Gold' },
  { name: 'Harbor Books', tier: 'Bronze' },
  { name: 'Oakline Energy', tier: 'Silver' },
];

/** 40 deterministic support tickets opened in 2024 and 2025. */
export const tickets: Ticket[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]} #${100 + index}`,
  team: teams[(index * 3) % teams.length],
  priority: priorities[(index * 7) % priorities.length],
  status: statuses[(index * 5) % statuses.length],
  assignee: assignees[(index * 5) % assignees.length],
  opened: new Date(2024 + (index % 2), (index * 5) % 12, 1 + ((index * 11) % 28)),
  hours: 1 + ((index * 13) % 23),
  customer: customers[(index * 2) % customers.length],
  escalated: index % 4 === 0,
}));
