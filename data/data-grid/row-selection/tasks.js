export const tasks = [
  { id: 1, title: 'Set up CI cache', owner: 'Aiko', status: 'Open', points: 3 },
  { id: 2, title: 'Fix login redirect', owner: 'Ben', status: 'In review', points: 2 },
  { id: 3, title: 'Archive old invoices', owner: 'Carla', status: 'Locked', points: 5 },
  { id: 4, title: 'Translate settings page', owner: 'Dev', status: 'Open', points: 3 },
  { id: 5, title: 'Upgrade charts package', owner: 'Aiko', status: 'Done', points: 1 },
  { id: 6, title: 'Audit color contrast', owner: 'Ben', status: 'Open', points: 5 },
  { id: 7, title: 'Close Q3 ledger', owner: 'Carla', status: 'Locked', points: 8 },
  { id: 8, title: 'Write onboarding guide', owner: 'Dev', status: 'In review', points: 3 },
];
