// Share links of an edited demo: the edited files, compressed into the URL's fragment in a form
// the code preferences already read (`#system-BasicGrid.…tsx` picks the MUI System styling and the
// TypeScript variant), so the link opens the demo in the styling and variant that was edited.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { MAX_CODE, type RunFile } from './protocol';

/** The fragment's styling prefixes, as the code preferences read them. */
export type StylingPrefix = 'system' | 'tailwind' | 'css';

export interface SharedEdit {
  styling: StylingPrefix;
  /** The demo's name (its component and file name), which finds it on the page. */
  name: string;
  extension: 'tsx' | 'js';
  files: RunFile[];
}

export type ShareLinkReading = { kind: 'edit'; name: string; edit: SharedEdit } | { kind: 'invalid'; name: string };

const MARK = '.live.';
// lz-string's URI-safe alphabet.
const PATTERN = /^#(system|tailwind|css)-([A-Za-z0-9_]+)\.live\.([A-Za-z0-9+$-]+)\.(tsx|js)$/;
/** Longer than any payload of MAX_CODE could compress to: not worth decompressing. */
const MAX_PAYLOAD = MAX_CODE * 2;

/** The fragment of a link to `edit`, or null when its code is over the limit. */
export function shareHash(edit: SharedEdit): string | null {
  const size = edit.files.reduce((total, file) => total + file.code.length, 0);
  if (size > MAX_CODE) return null;
  const payload = compressToEncodedURIComponent(JSON.stringify(edit.files.map((file) => [file.path, file.code])));
  return `#${edit.styling}-${edit.name}${MARK}${payload}.${edit.extension}`;
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  value[0].length <= 200 &&
  typeof value[1] === 'string';

/**
 * What a fragment holds: nothing of ours (null), a shared edit, or a link to a demo whose payload
 * is corrupt or too large (`invalid`: the page shows the original demo and says so).
 */
export function readShareHash(hash: string): ShareLinkReading | null {
  if (!hash.includes(MARK)) return null;
  const match = PATTERN.exec(hash);
  const name = /^#(?:system|tailwind|css)-([A-Za-z0-9_]+)\.live\./.exec(hash)?.[1];
  if (!name) return null;
  if (!match || match[3].length > MAX_PAYLOAD) return { kind: 'invalid', name };
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompressFromEncodedURIComponent(match[3]) ?? '');
  } catch {
    return { kind: 'invalid', name };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 32 || !parsed.every(isPair)) {
    return { kind: 'invalid', name };
  }
  const files = parsed.map(([path, code]) => ({ path, code }));
  if (files.reduce((total, file) => total + file.code.length, 0) > MAX_CODE) return { kind: 'invalid', name };
  return {
    kind: 'edit',
    name,
    edit: { styling: match[1] as StylingPrefix, name, extension: match[4] as 'tsx' | 'js', files },
  };
}
