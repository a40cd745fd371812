import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  resolveCodePreferences,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';
import { readCookie, writeCookie } from '../ui/cookies';

interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | null>(null);

type Preferences = Pick<CodePreferences, 'codeVariant' | 'codeStyling'>;

const SERVER_PREFERENCES: Preferences = { codeVariant: DEFAULT_CODE_VARIANT, codeStyling: DEFAULT_CODE_STYLING };

// The reader's preferences live outside React so the server snapshot (the defaults) and the
// browser snapshot (hash, then cookies) can differ without a hydration mismatch.
let browserPreferences: Preferences | null = null;
const listeners = new Set<() => void>();

function getBrowserPreferences(): Preferences {
  browserPreferences ??= resolveCodePreferences(window.location.hash, {
    codeVariant: readCookie(CODE_VARIANT_COOKIE),
    codeStyling: readCookie(CODE_STYLING_COOKIE),
  });
  return browserPreferences;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function update(change: Partial<Preferences>) {
  browserPreferences = { ...getBrowserPreferences(), ...change };
  if (change.codeVariant) writeCookie(CODE_VARIANT_COOKIE, change.codeVariant);
  if (change.codeStyling) writeCookie(CODE_STYLING_COOKIE, change.codeStyling);
  listeners.forEach((listener) => listener());
}

const SETTERS = {
  setCodeVariant: (codeVariant: CodeVariant) => update({ codeVariant }),
  setCodeStyling: (codeStyling: CodeStyling) => update({ codeStyling }),
};

/**
 * Holds the reader's code variant (JS/TS) and code styling. The server renders the defaults;
 * in the browser the URL hash, then the cookies, decide, and every choice is saved.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const preferences = React.useSyncExternalStore(subscribe, getBrowserPreferences, () => SERVER_PREFERENCES);

  React.useEffect(() => {
    // A choice carried by a shared link becomes the reader's saved choice.
    const hash = window.location.hash;
    const current = getBrowserPreferences();
    if (codeVariantFromHash(hash)) writeCookie(CODE_VARIANT_COOKIE, current.codeVariant);
    if (codeStylingFromHash(hash)) writeCookie(CODE_STYLING_COOKIE, current.codeStyling);
  }, []);

  const value = React.useMemo<CodePreferences>(() => ({ ...preferences, ...SETTERS }), [preferences]);
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

function useCodePreferences(): CodePreferences {
  const value = React.useContext(CodePreferencesContext);
  if (!value) {
    throw new Error(
      'MUI X docs: code preferences are missing. Wrap the component in the docs provider (DocsProvider).',
    );
  }
  return value;
}

export function useCodeVariant(): CodeVariant {
  return useCodePreferences().codeVariant;
}

export function useSetCodeVariant(): (variant: CodeVariant) => void {
  return useCodePreferences().setCodeVariant;
}

export function useCodeStyling(): CodeStyling {
  return useCodePreferences().codeStyling;
}

export function useSetCodeStyling(): (styling: CodeStyling) => void {
  return useCodePreferences().setCodeStyling;
}
