import Box from '@mui/material/Box';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import GitHub from '@mui/icons-material/GitHub';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import { CODE_VARIANTS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useTranslate } from '../i18n/TranslationsContext';
import { DemoToolbarButton } from './DemoToolbarButton';
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

// Toggles of one choice, joined into one outlined block.
const groupSx = {
  display: 'inline-flex',
  '& > :not(:first-of-type)': { borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: '-1px' },
  '& > :not(:last-of-type)': { borderStartEndRadius: 0, borderEndEndRadius: 0 },
};

/** The actions of a demo, one tab stop, arrow keys between the buttons. */
export function DemoToolbar(props: DemoToolbarProps) {
  const { demoId, codeOpen, codeVariant, stylings, styling, copied } = props;
  const t = useTranslate();
  const showStylings = stylings.length > 1;
  const { toolbarProps, itemProps } = useRovingFocus();
  let index = 0;
  const next = () => itemProps(index++);
  const analytics = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': demoId,
  });

  // The square buttons at the end: an icon, a name, an action or a link.
  const iconActions = [
    { action: 'reset', label: t('demoReset'), icon: <RefreshRounded />, onClick: props.onReset },
    {
      action: 'codesandbox',
      label: t('demoCodeSandbox'),
      icon: <ViewInArRounded />,
      onClick: () => props.onSandbox('codesandbox'),
    },
    {
      action: 'stackblitz',
      label: t('demoStackBlitz'),
      icon: <BoltRounded />,
      onClick: () => props.onSandbox('stackblitz'),
    },
    { action: 'source', label: t('demoSourceFile'), icon: <GitHub />, href: props.sourceUrl, rel: 'noopener' },
  ];

  return (
    <Box
      role="toolbar"
      aria-label={t('demoToolbar')}
      {...toolbarProps}
      onPointerEnter={props.onIntent}
      onFocusCapture={props.onIntent}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <DemoToolbarButton
        aria-expanded={codeOpen}
        aria-controls={props.codePanelId}
        onClick={props.onToggleCode}
        {...analytics(codeOpen ? 'hide-code' : 'show-code')}
        {...next()}
      >
        <CodeRounded />
        {codeOpen ? t('demoHideCode') : t('demoShowCode')}
      </DemoToolbarButton>
      <Box role="group" aria-label={t('demoCodeVariant')} sx={groupSx}>
        {CODE_VARIANTS.map((variant) => (
          <DemoToolbarButton
            key={variant}
            pressed={variant === codeVariant}
            onClick={() => props.onCodeVariant(variant)}
            {...analytics(`variant-${variant}`)}
            {...next()}
          >
            {variant}
          </DemoToolbarButton>
        ))}
      </Box>
      {showStylings ? (
        <Box role="group" aria-label={t('demoStyling')} sx={groupSx}>
          {stylings.map((option) => (
            <DemoToolbarButton
              key={option}
              pressed={option === styling}
              onClick={() => props.onStyling(option)}
              {...analytics(`styling-${option}`)}
              {...next()}
            >
              {option}
            </DemoToolbarButton>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.5, marginInlineStart: 'auto' }}>
        <DemoToolbarButton onClick={props.onCopy} {...analytics('copy')} {...next()}>
          {copied ? <CheckRounded /> : <ContentCopyRounded />}
          {copied ? t('copied') : t('demoCopySource')}
        </DemoToolbarButton>
        {iconActions.map(({ action, label, icon, ...actionProps }) => (
          <DemoToolbarButton
            key={action}
            iconOnly
            aria-label={label}
            title={label}
            {...actionProps}
            {...analytics(action)}
            {...next()}
          >
            {icon}
          </DemoToolbarButton>
        ))}
      </Box>
    </Box>
  );
}
