import * as React from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from './SkipToContent';

/** The main region: the readable column and an optional side column (the TOC). */
export function PageContainer({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 4, px: { xs: 2, sm: 4 }, py: 4, maxWidth: 1280, mx: 'auto' }}>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, maxWidth: 860, outline: 'none' }}
      >
        {children}
      </Box>
      {aside ? <Box sx={{ display: { xs: 'none', lg: 'block' }, width: 220, flexShrink: 0 }}>{aside}</Box> : null}
    </Box>
  );
}
