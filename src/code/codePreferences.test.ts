import {
  codeStylingFromHash,
  codeVariantFromHash,
  demoHash,
  resolveCodePreferences,
  toCodeStyling,
  toCodeVariant,
} from './codePreferences';
import {
  deleteCookie,
  parseCookie,
  PREFERENCE_COOKIE_MAX_AGE,
  readCookie,
  serializeExpiredCookie,
  serializePreferenceCookie,
} from '../ui/cookies';

describe('code preferences from the URL hash', () => {
  it.each([
    ['#BasicGrid.js', 'JS'],
    ['#BasicGrid.jsx', 'JS'],
    ['#BasicGrid.ts', 'TS'],
    ['#system-BasicGrid.tsx', 'TS'],
    ['#BasicGrid', null],
    ['', null],
    ['#a.json', null],
    ['#a.js.map', null],
  ])('variant of %j is %j', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });

  it.each([
    ['#tailwind-BasicGrid.js', 'Tailwind'],
    ['#css-BasicGrid.tsx', 'CSS'],
    ['#system-BasicGrid.tsx', 'MUI System'],
    ['#BasicGrid.tsx', null],
    ['#x-tailwind-BasicGrid.js', null],
    ['#TAILWIND-a.js', null],
  ])('styling of %j is %j', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });

  it('writes the hash it reads back', () => {
    const hash = demoHash('Tailwind', 'JS', 'BasicGrid');
    expect(hash).toBe('#tailwind-BasicGrid.js');
    expect([codeStylingFromHash(hash), codeVariantFromHash(hash)]).toEqual(['Tailwind', 'JS']);
  });
});

describe('resolveCodePreferences', () => {
  it('prefers the hash, then the cookie, then the defaults', () => {
    expect(resolveCodePreferences('#css-a.js', { codeVariant: 'TS', codeStyling: 'Tailwind' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
    expect(resolveCodePreferences('', { codeVariant: 'JS', codeStyling: 'Tailwind' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
    });
    expect(resolveCodePreferences('', { codeVariant: null, codeStyling: null })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
  });

  it('falls back to the defaults on unknown or hostile cookie values', () => {
    expect(resolveCodePreferences('#<script>', { codeVariant: 'Python', codeStyling: '<img onerror=1>' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
    expect(toCodeVariant('js')).toBeNull();
    expect(toCodeStyling('')).toBeNull();
  });
});

describe('cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; codeStyling=MUI%20System; codeVariant=JS', 'codeStyling')).toBe('MUI System');
    expect(parseCookie('codeVariantX=JS', 'codeVariant')).toBeNull();
  });

  it('skips malformed entries', () => {
    expect(parseCookie('garbage; codeVariant=%E0%A4%A', 'codeVariant')).toBeNull();
    expect(parseCookie(';;=;codeVariant', 'codeVariant')).toBeNull();
    expect(parseCookie('', 'codeVariant')).toBeNull();
  });

  it('writes a one-year cookie for the whole site', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
    expect(serializePreferenceCookie('codeStyling', 'MUI System')).toBe(
      'codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax',
    );
  });

  it('reads document.cookie in the browser', () => {
    document.cookie = 'codeVariant=JS;path=/';
    expect(readCookie('codeVariant')).toBe('JS');
  });

  it('deletes a cookie for the whole site', () => {
    expect(serializeExpiredCookie('paletteColors')).toBe('paletteColors=;path=/;max-age=0;samesite=lax');
    document.cookie = 'paletteColors=x;path=/';
    deleteCookie('paletteColors');
    expect(readCookie('paletteColors')).toBeNull();
  });
});
