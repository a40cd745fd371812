import type { CodeStyling } from '../code/codePreferences';

/**
 * Where each styling of a demo lives, beside its MUI System file `Name.tsx`:
 * `tailwind/Name.tsx` and `css/Name.tsx` (with its CSS module). scripts/generate-demo-registry.mjs
 * reads the same layout.
 */
export const STYLING_FOLDERS: Record<CodeStyling, string> = { 'MUI System': '', Tailwind: 'tailwind', CSS: 'css' };

/** `data-grid/style/StripedRowsGrid` in Tailwind → `data-grid/style/tailwind/StripedRowsGrid`. */
export function variantModuleId(id: string, styling: CodeStyling): string {
  const folder = STYLING_FOLDERS[styling];
  if (!folder) {
    return id;
  }
  const slash = id.lastIndexOf('/');
  return `${id.slice(0, slash + 1)}${folder}/${id.slice(slash + 1)}`;
}
