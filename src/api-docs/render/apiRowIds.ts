/** Where a row of each table can be linked to: `#prop-sortModel`, `#slot-toolbar`, `#classes-root`. */
export const API_ROW_ID_PREFIX = { member: 'prop-', slot: 'slot-', cssClass: 'classes-' } as const;
