// Share links of an edited demo: the edited files, compressed into the URL's fragment as the
// name part of a demo hash (`#system-BasicGrid.live.<payload>.tsx`), so the code preferences
// open the demo in the styling and variant that was edited.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  demoHash,
  type CodeStyling,
  type CodeVariant,
} from '../code/codePreferences';
import { MAX_CODE, type RunFile } from './protocol';
import { SHARE_LINK_MARK } from './shareLinkMark';

export interface SharedEdit {
  styling: CodeStyling;
  codeVariant: CodeVariant;
  /** The demo's name (its component and file name), which finds it on the page. */
  name: string;
  files: RunFile[];
}

export type ShareLinkReading = { kind: 'edit'; name: string; edit: SharedEdit } | { kind: 'invalid'; name: string };

// The demo's name, then the payload in lz-string's URI-safe alphabet.
const NAME_AND_PAYLOAD = /^#[a-z]+-([A-Za-z0-9_]+)\.live\.(.*)\.[a-z]+$/;
const PAYLOAD = /^[A-Za-z0-9+$-]+$/;
/** Longer than any payload of MAX_CODE could compress to: not worth decompressing. */
const MAX_PAYLOAD = MAX_CODE * 2;

/** The fragment of a link to `edit`, or null when its code is over the limit. */
export function shareHash(edit: SharedEdit): string | null {
  const size = edit.files.reduce((total, file) => total + file.code.length, 0);
  if (size > MAX_CODE) return null;
  const payload = compressToEncodedURIComponent(JSON.stringify(edit.files.map((file) => [file.path, file.code])));
  return demoHash(edit.styling, edit.codeVariant, `${edit.name}${SHARE_LINK_MARK}${payload}`);
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  value[0].length <= 200 &&
  typeof value[1] === 'string';

/** The files a payload holds, or null when it is corrupt or over the limit. */
function readPayload(payload: string): RunFile[] | null {
  if (!PAYLOAD.test(payload) || payload.length > MAX_PAYLOAD) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompressFromEncodedURIComponent(payload) ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 32 || !parsed.every(isPair)) return null;
  const files = parsed.map(([path, code]) => ({ path, code }));
  return files.reduce((total, file) => total + file.code.length, 0) > MAX_CODE ? null : files;
}

/**
 * What a fragment holds: nothing of ours (null), a shared edit, or a link to a demo whose payload
 * is corrupt or too large (`invalid`: the page shows the original demo and says so).
 */
export function readShareHash(hash: string): ShareLinkReading | null {
  const match = NAME_AND_PAYLOAD.exec(hash);
  const styling = codeStylingFromHash(hash);
  const codeVariant = codeVariantFromHash(hash);
  if (!match || !styling || !codeVariant) return null;
  const [, name, payload] = match;
  const files = readPayload(payload);
  return files ? { kind: 'edit', name, edit: { styling, codeVariant, name, files } } : { kind: 'invalid', name };
}
