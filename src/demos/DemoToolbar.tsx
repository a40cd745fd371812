import { CODE_VARIANTS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useTranslate } from '../i18n/TranslationsContext';
import { liveEditText } from '../live-edit/liveEditText';
import classes from './demo.module.css';
import {
  BoltRounded,
  CheckRounded,
  CodeRounded,
  ContentCopyRounded,
  GitHub,
  RefreshRounded,
  ViewInArRounded,
} from './demoIcons';
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
  /** The reader has edited the code: the toolbar says so, and Reset brings the original back. */
  edited: boolean;
  onSandbox: (service: SandboxService) => void;
  /** The demo's file in the site's repository; no link when the repository is not configured. */
  sourceUrl: string | null;
  /** The reader is about to use the toolbar: a good moment to load the sources. */
  onIntent: () => void;
}

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
  // Each option's analytics and its stop in the roving focus, taken in the toolbar's order.
  const choiceButtons = (action: string, options: readonly string[]) =>
    options.map((option) => ({ ...analytics(`${action}-${option}`), ...next() }));

  return (
    <div
      role="toolbar"
      aria-label={t('demoToolbar')}
      {...toolbarProps}
      onPointerEnter={props.onIntent}
      onFocusCapture={props.onIntent}
      className={classes.toolbar}
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
      <ChoiceGroup
        label={t('demoCodeVariant')}
        options={CODE_VARIANTS}
        value={codeVariant}
        onChoose={props.onCodeVariant}
        buttonProps={choiceButtons('variant', CODE_VARIANTS)}
      />
      {showStylings ? (
        <ChoiceGroup
          label={t('demoStyling')}
          options={stylings}
          value={styling}
          onChoose={props.onStyling}
          buttonProps={choiceButtons('styling', stylings)}
        />
      ) : null}
      <div className={classes.actions}>
        {props.edited ? (
          <span role="status" className={classes.edited}>
            {liveEditText('edited')}
          </span>
        ) : null}
        <DemoToolbarButton onClick={props.onCopy} {...analytics('copy')} {...next()}>
          {copied ? <CheckRounded /> : <ContentCopyRounded />}
          {copied ? t('copied') : t('demoCopySource')}
        </DemoToolbarButton>
        {iconActions(props, t).map(({ action, label, icon, ...actionProps }) => (
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
      </div>
    </div>
  );
}

/** The square buttons at the end of the toolbar: an icon, a name, an action or a link. */
function iconActions(props: DemoToolbarProps, t: (key: string) => string) {
  return [
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
    ...(props.sourceUrl
      ? [{ action: 'source', label: t('demoSourceFile'), icon: <GitHub />, href: props.sourceUrl, rel: 'noopener' }]
      : []),
  ];
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChoose: (option: T) => void;
  /** Each option button's further props (analytics, roving focus), in the options' order. */
  buttonProps: readonly object[];
}

/** A named group of toggle buttons, one pressed: the code variant, the styling. */
function ChoiceGroup<T extends string>({ label, options, value, onChoose, buttonProps }: ChoiceGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={classes.group}>
      {options.map((option, index) => (
        <DemoToolbarButton
          key={option}
          pressed={option === value}
          onClick={() => onChoose(option)}
          {...buttonProps[index]}
        >
          {option}
        </DemoToolbarButton>
      ))}
    </div>
  );
}
