import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import GitHub from '@mui/icons-material/GitHub';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import { CODE_VARIANTS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useTranslate } from '../i18n/TranslationsContext';
import type { SandboxService } from './sandbox/openSandbox';
import { useRovingFocus } from './useRovingFocus';

export interface DemoToolbarProps {
  demoId: string;
  codeOpen: boolean;
  codePanelId: string;
  onToggleCode: () => void;
  codeVariant: CodeVariant;
  onCodeVariant: (variant: CodeVariant) => void;
  /** The demo's stylings; the switch is only shown when there is more than one. */
  stylings: CodeStyling[];
  styling: CodeStyling;
  onStyling: (styling: CodeStyling) => void;
  copied: boolean;
  onCopy: () => void;
  onReset: () => void;
  onSandbox: (service: SandboxService) => void;
  sourceUrl: string;
  /** The reader is about to use the toolbar: a good moment to load the sources. */
  onIntent: () => void;
}

const toggleSx = { px: 1, py: 0.25, fontSize: '0.75rem', fontWeight: 600, lineHeight: 1.5 };

/** The actions of a demo, one tab stop, arrow keys between the buttons. */
export function DemoToolbar(props: DemoToolbarProps) {
  const { demoId, codeOpen, codeVariant, stylings, styling, copied } = props;
  const t = useTranslate();
  const showStylings = stylings.length > 1;
  const count = 1 + CODE_VARIANTS.length + (showStylings ? stylings.length : 0) + 5;
  const { toolbarProps, itemProps } = useRovingFocus(count);
  let index = 0;
  const next = () => itemProps(index++);
  const analytics = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': demoId,
  });

  return (
    <Box
      role="toolbar"
      aria-label={t('demoToolbar')}
      {...toolbarProps}
      onPointerEnter={props.onIntent}
      onFocusCapture={props.onIntent}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<CodeRounded />}
        aria-expanded={codeOpen}
        aria-controls={props.codePanelId}
        onClick={props.onToggleCode}
        {...analytics(codeOpen ? 'hide-code' : 'show-code')}
        {...next()}
      >
        {codeOpen ? t('demoHideCode') : t('demoShowCode')}
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={codeVariant}
        aria-label={t('demoCodeVariant')}
        onChange={(_event, value: CodeVariant | null) => value && props.onCodeVariant(value)}
      >
        {CODE_VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant} sx={toggleSx} {...analytics(`variant-${variant}`)} {...next()}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {showStylings ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={styling}
          aria-label={t('demoStyling')}
          onChange={(_event, value: CodeStyling | null) => value && props.onStyling(value)}
        >
          {stylings.map((option) => (
            <ToggleButton key={option} value={option} sx={toggleSx} {...analytics(`styling-${option}`)} {...next()}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.5, marginInlineStart: 'auto' }}>
        <Button
          size="small"
          startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
          onClick={props.onCopy}
          {...analytics('copy')}
          {...next()}
        >
          {copied ? t('copied') : t('demoCopySource')}
        </Button>
        <IconButton
          size="small"
          aria-label={t('demoReset')}
          title={t('demoReset')}
          onClick={props.onReset}
          {...analytics('reset')}
          {...next()}
        >
          <RefreshRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('demoCodeSandbox')}
          title={t('demoCodeSandbox')}
          onClick={() => props.onSandbox('codesandbox')}
          {...analytics('codesandbox')}
          {...next()}
        >
          <ViewInArRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('demoStackBlitz')}
          title={t('demoStackBlitz')}
          onClick={() => props.onSandbox('stackblitz')}
          {...analytics('stackblitz')}
          {...next()}
        >
          <BoltRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          component="a"
          href={props.sourceUrl}
          rel="noopener"
          aria-label={t('demoSourceFile')}
          title={t('demoSourceFile')}
          {...analytics('source')}
          {...next()}
        >
          <GitHub fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
