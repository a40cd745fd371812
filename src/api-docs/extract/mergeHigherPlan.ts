import type { ApiEntry, ApiPlan } from '../types';

/**
 * Adds to `entry` what a higher plan's declaration of the same name has and it lacks (the
 * Premium `GridApi`'s `exportDataAsExcel`), each member marked with that plan, in name order.
 */
export function mergeHigherPlan(entry: ApiEntry, higher: ApiEntry | null, plan: ApiPlan): void {
  if (!higher) return;
  const add = <T>(own: T[], theirs: T[], keyOf: (item: T) => string, mark: (item: T) => T): T[] => {
    const known = new Set(own.map(keyOf));
    const added = theirs.filter((item) => !known.has(keyOf(item))).map(mark);
    return added.length ? [...own, ...added].sort((a, b) => keyOf(a).localeCompare(keyOf(b), 'en')) : own;
  };
  entry.members = add(
    entry.members,
    higher.members,
    (member) => member.name,
    (member) => ({ ...member, plan }),
  );
  entry.slots = add(
    entry.slots,
    higher.slots,
    (slot) => slot.name,
    (slot) => slot,
  );
  entry.classes = add(
    entry.classes,
    higher.classes,
    (cssClass) => cssClass.key,
    (cssClass) => cssClass,
  );
}
