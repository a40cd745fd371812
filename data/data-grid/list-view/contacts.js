export const contacts = [
  { id: 1, name: 'Adaeze Okeke', email: 'adaeze@example.com', company: 'Baobab Labs', role: 'CTO' },
  { id: 2, name: 'Benoît Girard', email: 'benoit@example.com', company: 'Atelier Nord', role: 'Designer' },
  { id: 3, name: 'Chloe Tan', email: 'chloe@example.com', company: 'Kopi Analytics', role: 'Data scientist' },
  { id: 4, name: 'Diego Alvarez', email: 'diego@example.com', company: 'Sierra Logistics', role: 'Ops lead' },
  { id: 5, name: 'Esra Demir', email: 'esra@example.com', company: 'Lale Health', role: 'Product manager' },
  { id: 6, name: 'Finn Murphy', email: 'finn@example.com', company: 'Harbor Media', role: 'Editor' },
  { id: 7, name: 'Gabriela Costa', email: 'gabriela@example.com', company: 'Ipê Finance', role: 'Analyst' },
];
