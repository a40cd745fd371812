import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/TranslationsContext';
import { PageContainer } from '../page-view/PageContainer';
import { decodeErrorMessage, parseErrorQuery, type DecodedError, type ErrorCodes } from './decodeErrorMessage';
import { withMuiTheme } from '../theme/MuiTheme';

const ERROR_CODES_URL = '/static/error-codes.json';

/** `/production-error/?code=N&args[]=…`: the full text of a minified error. */
function ProductionErrorView() {
  const t = useTranslate();
  const [decoded, setDecoded] = React.useState<DecodedError | null>(null);
  React.useEffect(() => {
    const { code, args } = parseErrorQuery(window.location.search);
    let cancelled = false;
    fetch(ERROR_CODES_URL)
      .then((response) => (response.ok ? (response.json() as Promise<ErrorCodes>) : {}))
      .catch(() => ({}))
      .then((codes) => {
        if (!cancelled) setDecoded(decodeErrorMessage(codes, code, args, t('missingArgument')));
      });
    return () => {
      cancelled = true;
    };
  }, [t]);
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('productionErrorTitle')}
      </Typography>
      {decoded?.kind === 'message' ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('productionErrorIntro')}</Typography>
          <Box
            component="pre"
            data-testid="error-message"
            sx={{
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontSize: '0.9rem',
            }}
          >
            {decoded.message}
          </Box>
        </>
      ) : null}
      {decoded?.kind === 'unknown-code' ? (
        <Alert severity="warning">
          {t('productionErrorUnknown')} <code>{decoded.code}</code>
        </Alert>
      ) : null}
      {decoded?.kind === 'missing-code' ? <Alert severity="info">{t('productionErrorMissing')}</Alert> : null}
    </PageContainer>
  );
}

export default withMuiTheme(ProductionErrorView);
