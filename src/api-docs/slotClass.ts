import type { ApiCssClass, ApiSlot } from './types';

/**
 * The global class of the element a slot renders, when the component's classes have a key of the
 * slot's name (`toolbar` → `MuiDataGrid-toolbar`): where a style override of that slot goes.
 */
export function slotClassName(slot: ApiSlot, classes: readonly ApiCssClass[]): string | undefined {
  return classes.find((cssClass) => cssClass.key === slot.name && cssClass.className)?.className;
}
