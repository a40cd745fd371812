import { API_PLANS } from '../apiPackages';
import type { ApiPlan } from '../types';

/** The grid's declarations say in words that a member needs a higher plan (`GridColDef.pinnable`). */
const PLAN_IN_TEXT = /\bOnly available in DataGrid(Pro|Premium)\b/;

/** The plan a member's description names (`Only available in DataGridPremium.`), if any. */
export function planNamedInText(description: string): ApiPlan | undefined {
  const match = PLAN_IN_TEXT.exec(description);
  return match ? (match[1].toLowerCase() as ApiPlan) : undefined;
}

/**
 * The plan to mark a member with: the highest of the plans it needs (the package that declares it,
 * the plan its text names), when that is above the plan of its entry; otherwise none.
 */
export function memberPlan(entryPlan: ApiPlan, needed: ReadonlyArray<ApiPlan | undefined>): ApiPlan | undefined {
  const rank = (plan: ApiPlan) => API_PLANS.indexOf(plan);
  const highest = needed.reduce<ApiPlan>((top, plan) => (plan && rank(plan) > rank(top) ? plan : top), entryPlan);
  return highest === entryPlan ? undefined : highest;
}
