// How demos are laid out in data/, shared by the generators (scripts/) and the site (src/demos):
// each styling of a demo lives beside its MUI System file `Name.tsx`, as `tailwind/Name.tsx` and
// `css/Name.tsx` (with its CSS module).

export const STYLING_FOLDERS = { 'MUI System': '', Tailwind: 'tailwind', CSS: 'css' };

/** The class around a demo showing its Tailwind variant: every compiled Tailwind rule applies only inside it. */
export const TAILWIND_SCOPE_CLASS = 'tailwind-demo';

/** `data-grid/style/StripedRowsGrid` in Tailwind → `data-grid/style/tailwind/StripedRowsGrid`. */
export function variantModuleId(id, styling) {
  const folder = STYLING_FOLDERS[styling];
  if (!folder) {
    return id;
  }
  const slash = id.lastIndexOf('/');
  return `${id.slice(0, slash + 1)}${folder}/${id.slice(slash + 1)}`;
}
