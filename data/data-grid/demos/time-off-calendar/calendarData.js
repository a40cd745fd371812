import { employees } from '../../shared/employees';

export const YEAR = 2026;
export const MONTH = 2; // March, counted from 0 like Date does
export const DAYS_IN_MONTH = new Date(YEAR, MONTH + 1, 0).getDate();
export const COMPANY_DAY = 20;

export function isWeekend(day) {
  const weekday = new Date(YEAR, MONTH, day).getDay();
  return weekday === 0 || weekday === 6;
}

/** A few deterministic stretches of leave for the first 14 employees. */
export function createLeaveRows() {
  return employees.slice(0, 14).map((employee, index) => {
    const leave = { [COMPANY_DAY]: 'company' };
    const start = 2 + ((index * 5) % 22);
    const length = index % 3 === 0 ? 5 : 2 + (index % 3);
    const kind = index % 4 === 1 ? 'sick' : 'vacation';
    for (let day = start; day < start + length && day <= DAYS_IN_MONTH; day += 1) {
      if (!isWeekend(day) && day !== COMPANY_DAY) {
        leave[day] = kind;
      }
    }
    if (index % 5 === 2) {
      const personalDay = 27 - (index % 3);
      if (!isWeekend(personalDay)) {
        leave[personalDay] = 'personal';
      }
    }
    return { id: employee.id, name: employee.name, team: employee.team, leave };
  });
}
