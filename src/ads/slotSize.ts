/** Height the slot reserves before any ad arrives: 142 px, 126 px from the `sm` breakpoint up. */
export const SLOT_MIN_HEIGHT = { xs: 142, sm: 126 } as const;
