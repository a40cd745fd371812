import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { PAGE_BACKGROUND } from './docsTokens';

/** Keeps `<body>`'s mode class and every theme-color meta in step with the resolved mode. */
export function useColorModeEffects() {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  React.useEffect(() => {
    if (resolved !== 'light' && resolved !== 'dark') {
      return;
    }
    document.body.classList.remove('mode-light', 'mode-dark');
    document.body.classList.add(`mode-${resolved}`);
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
      meta.setAttribute('content', PAGE_BACKGROUND[resolved]);
    });
  }, [resolved]);
}
