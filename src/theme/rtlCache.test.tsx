import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { createRtlCache } from './rtlCache';

function insertedRules(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('createRtlCache', () => {
  it('flips physical properties, and keeps those marked @noflip', () => {
    render(
      <CacheProvider value={createRtlCache()}>
        <Box sx={{ marginLeft: 1, textAlign: 'left' }} />
        <Box sx={{ '/* @noflip */ direction': 'ltr', paddingRight: 2 }} />
      </CacheProvider>,
    );
    const rules = insertedRules();
    expect(rules).toMatch(/\.muirtl-[\w-]+ \{margin-right: 8px; text-align: right;\}/);
    expect(rules).toMatch(/\.muirtl-[\w-]+ \{direction: ltr; padding-left: 16px;\}/);
  });
});
