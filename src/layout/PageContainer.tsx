import * as React from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from './SkipToContent';

/**
 * The main region: the readable column and an optional side column (the TOC). The columns are
 * set by the container, so the text column has its final width from the first paint, before the
 * side column has arrived. The main region is what the search index reads of a page (see
 * src/search/README.md).
 */
export function PageContainer({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 860px) 220px' : 'minmax(0, 860px)' },
        columnGap: 4,
        px: { xs: 2, sm: 4 },
        py: 4,
        maxWidth: 1280,
        mx: 'auto',
      }}
    >
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        data-pagefind-body=""
        sx={{ minWidth: 0, outline: 'none' }}
      >
        {children}
      </Box>
      {aside ? <Box sx={{ display: { xs: 'none', lg: 'block' } }}>{aside}</Box> : null}
    </Box>
  );
}
