import type * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One part of the settings drawer: a section named by its heading (`id` is the heading's). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
