import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { demoComponents } from './demoRegistry.generated';
import { DemoErrorBoundary } from './DemoErrorBoundary';

/** A live demo, rendered inside the docs theme. */
export function Demo({ demo }: { demo: string }) {
  const t = useTranslate();
  const Component = demoComponents[demo];
  return (
    <Box
      className="demo"
      data-demo={demo}
      sx={{
        my: 3,
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflowX: 'auto',
      }}
    >
      <DemoErrorBoundary message={t('demoError')}>{Component ? <Component /> : null}</DemoErrorBoundary>
    </Box>
  );
}
