export const CODE_VARIANTS = ['JS', 'TS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** What a demo's URL hash says of a styling: its prefix (`#tailwind-BasicGrid.js`). */
export const CODE_STYLING_HASH_PREFIX: Record<CodeStyling, string> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};
/** What a demo's URL hash says of a code variant: its extension (`#BasicGrid.tsx`). */
export const CODE_VARIANT_HASH_EXTENSION: Record<CodeVariant, string> = { JS: 'js', TS: 'tsx' };

const STYLING_OF_PREFIX = new Map(
  CODE_STYLINGS.map((styling) => [CODE_STYLING_HASH_PREFIX[styling], styling] as const),
);

/** The hash that opens `name` in `styling` and `variant` (`#tailwind-BasicGrid.js`). */
export function demoHash(styling: CodeStyling, variant: CodeVariant, name: string): string {
  return `#${CODE_STYLING_HASH_PREFIX[styling]}-${name}.${CODE_VARIANT_HASH_EXTENSION[variant]}`;
}

/** `#BasicGrid.js` → JS, `#BasicGrid.tsx` → TS; anything else gives nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  const match = /\.(jsx?|tsx?)$/.exec(hash);
  if (!match) {
    return null;
  }
  return match[1].startsWith('j') ? 'JS' : 'TS';
}

/** `#tailwind-BasicGrid.js` → Tailwind, `#css-…` → CSS, `#system-…` → MUI System. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  const match = /^#?([a-z]+)-/.exec(hash);
  return (match && STYLING_OF_PREFIX.get(match[1])) ?? null;
}

export function toCodeVariant(value: string | null): CodeVariant | null {
  return (CODE_VARIANTS as readonly string[]).includes(value ?? '') ? (value as CodeVariant) : null;
}

export function toCodeStyling(value: string | null): CodeStyling | null {
  return (CODE_STYLINGS as readonly string[]).includes(value ?? '') ? (value as CodeStyling) : null;
}

/** The starting preferences: the URL hash first, then the cookies, then the defaults. */
export function resolveCodePreferences(
  hash: string,
  cookies: { codeVariant: string | null; codeStyling: string | null },
): { codeVariant: CodeVariant; codeStyling: CodeStyling } {
  return {
    codeVariant: codeVariantFromHash(hash) ?? toCodeVariant(cookies.codeVariant) ?? DEFAULT_CODE_VARIANT,
    codeStyling: codeStylingFromHash(hash) ?? toCodeStyling(cookies.codeStyling) ?? DEFAULT_CODE_STYLING,
  };
}
