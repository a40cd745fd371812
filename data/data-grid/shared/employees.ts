export interface Employee {
  id: number;
  name: string;
  team: 'Core' | 'Growth' | 'Infra' | 'Design';
  city: string;
  age: number;
  salary: number;
  remote: boolean;
  startDate: Date;
}

const firstNames = ['Maya', 'Oscar', 'Ines', 'Farid', 'Lena', 'Tomás', 'Yuki', 'Grace', 'Ravi', 'Elif', 'Noah', 'Zora'];
const lastNames = ['Lind', 'Costa', 'Nakamura', 'Haddad', 'Moreau', 'Okoye', 'Silva', 'Park'];
const teams: Employee['team'][] = ['Core', 'Growth', 'Infra', 'Design'];
const cities = ['Lyon', 'Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Berlin'];

/** 24 deterministic employees, shared by the demos of this page. */
export const employees: Employee[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
  team: teams[index % teams.length],
  city: cities[(index * 7) % cities.length],
  age: 23 + ((index * 11) % 38),
  salary: 42000 + ((index * 7919) % 68000),
  remote: index % 3 === 0,
  startDate: new Date(2015 + (index % 10), (index * 5) % 12, 1 + ((index * 3) % 27)),
}));
