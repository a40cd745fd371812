// How demos are laid out in data/, shared by the generators (scripts/) and the site: each styling
// of a demo lives beside its MUI System file `Name.tsx`, as `tailwind/Name.tsx` and `css/Name.tsx`
// (with its CSS module).
import type { CodeStyling } from '../code/codePreferences';

export const STYLING_FOLDERS: Record<CodeStyling, string> = { 'MUI System': '', Tailwind: 'tailwind', CSS: 'css' };

/** The class around a demo showing its Tailwind variant: every compiled Tailwind rule applies only inside it. */
export const TAILWIND_SCOPE_CLASS = 'tailwind-demo';

/** `data-grid/style/StripedRowsGrid` in Tailwind → `data-grid/style/tailwind/StripedRowsGrid`. */
export function variantModuleId(id: string, styling: CodeStyling): string {
  const folder = STYLING_FOLDERS[styling];
  if (!folder) {
    return id;
  }
  const slash = id.lastIndexOf('/');
  return `${id.slice(0, slash + 1)}${folder}/${id.slice(slash + 1)}`;
}

/** The folders that hold a demo's other stylings (`tailwind`, `css`). */
export const VARIANT_FOLDERS: ReadonlySet<string> = new Set(Object.values(STYLING_FOLDERS).filter(Boolean));

/** Whether a module id is a demo's own file, not one of its styling variants. */
export function isMainDemoModule(moduleId: string): boolean {
  return !VARIANT_FOLDERS.has(moduleId.split('/').at(-2) ?? '');
}

/**
 * The page folder a demo module belongs to: `data-grid/style/tailwind/StripedRowsGrid` →
 * `data-grid/style`. Each page's demos are loaded from that folder's registry.
 */
export function demoPageId(moduleId: string): string {
  const folders = moduleId.split('/').slice(0, -1);
  if (folders.length > 1 && VARIANT_FOLDERS.has(folders.at(-1)!)) {
    folders.pop();
  }
  return folders.join('/');
}
