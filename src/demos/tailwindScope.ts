/**
 * The class of the element around a demo that shows its Tailwind variant: every compiled
 * Tailwind rule (scripts/generate-demo-tailwind.mjs) only applies inside it.
 */
export const TAILWIND_SCOPE_CLASS = 'tailwind-demo';
