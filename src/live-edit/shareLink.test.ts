import { codeStylingFromHash, codeVariantFromHash } from '../code/codePreferences';
import { MAX_CODE } from './protocol';
import { readShareHash, shareHash, type SharedEdit } from './shareLink';

const edit: SharedEdit = {
  styling: 'Tailwind',
  codeVariant: 'JS',
  name: 'HeaderHeightGrid',
  files: [
    { path: 'HeaderHeightGrid.js', code: "export default function X() { return 'ünïcode ✓ #hash & ?q'; }" },
    { path: 'shared/staff.js', code: 'export const staff = [];' },
  ],
};

describe('share links', () => {
  it('round-trips an edit through the fragment', () => {
    const hash = shareHash(edit)!;
    expect(readShareHash(hash)).toEqual({ kind: 'edit', name: 'HeaderHeightGrid', edit });
  });

  it('is read by the code preferences as the styling and variant that were edited', () => {
    const hash = shareHash(edit)!;
    expect(codeStylingFromHash(hash)).toBe('Tailwind');
    expect(codeVariantFromHash(hash)).toBe('JS');
    expect(codeVariantFromHash(shareHash({ ...edit, codeVariant: 'TS' })!)).toBe('TS');
  });

  it('makes no link for more code than the limit', () => {
    expect(shareHash({ ...edit, files: [{ path: 'A.js', code: 'x'.repeat(MAX_CODE + 1) }] })).toBeNull();
  });

  it('reads a corrupt or oversized payload as invalid, naming the demo', () => {
    const hash = shareHash(edit)!;
    const corrupt = hash.replace('.live.', '.live.zz');
    expect(readShareHash(corrupt)).toEqual({ kind: 'invalid', name: 'HeaderHeightGrid' });
    expect(readShareHash('#system-HeaderHeightGrid.live.%%%.tsx')).toEqual({
      kind: 'invalid',
      name: 'HeaderHeightGrid',
    });
    const huge = `#system-HeaderHeightGrid.live.${'A'.repeat(MAX_CODE * 2 + 1)}.tsx`;
    expect(readShareHash(huge)).toEqual({ kind: 'invalid', name: 'HeaderHeightGrid' });
  });

  it('ignores every other fragment', () => {
    expect(readShareHash('')).toBeNull();
    expect(readShareHash('#sorting')).toBeNull();
    expect(readShareHash('#system-BasicGrid.tsx')).toBeNull();
  });
});
