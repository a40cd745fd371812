export interface Staff {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  department: 'Sales' | 'Support' | 'Engineering' | 'Finance';
  country: string;
  salary: number;
  rating: number;
  active: boolean;
  hired: Date;
}

const first = ['Alma', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Fiona', 'Goran', 'Hiro', 'Isla', 'Jamal', 'Kaia', 'Leon'];
const last = ['Reyes', 'Schmidt', 'Wei', 'Nasser', 'Obi', 'Walsh', 'Petrov', 'Tanaka', 'Moore', 'Diallo'];
const departments: Staff['department'][] = ['Sales', 'Support', 'Engineering', 'Finance'];
const countries = ['Mexico', 'Germany', 'China', 'Egypt', 'Nigeria', 'Ireland', 'Serbia', 'Japan'];

/** 16 deterministic staff records shared by the demos in this folder. */
export const staff: Staff[] = Array.from({ length: 16 }, (_, index) => {
  const firstName = first[index % first.length];
  const lastName = last[(index * 3) % last.length];
  return {
    id: index + 1,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    department: departments[index % departments.length],
    country: countries[(index * 5) % countries.length],
    salary: 38000 + ((index * 6151) % 72000),
    rating: 1 + ((index * 7) % 5),
    active: index % 4 !== 1,
    hired: new Date(2012 + (index % 12), (index * 4) % 12, 1 + ((index * 9) % 27)),
  };
});
