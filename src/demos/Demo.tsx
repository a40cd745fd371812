import * as React from 'react';
import { CODE_STYLINGS, type CodeStyling } from '../code/codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from '../code/CodePreferencesContext';
import { STANDALONE_COPY_REVERT_MS, useCopyState } from '../code/useCopyState';
import { useTranslate } from '../i18n/TranslationsContext';
import { useDocsConfig } from '../config/DocsConfigContext';
import { siteSourceUrl } from '../config/docsConfig';
import classes from './demo.module.css';
import { DemoCode } from './DemoCode';
import { DemoLive } from './DemoLive';
import { DemoToolbar } from './DemoToolbar';
import type { SandboxService } from './sandbox/openSandbox';
import type { DemoInfo } from './types';
import { useDemoSources } from './useDemoSources';

/**
 * A live demo inside the docs theme, its toolbar and its code. The code variant (JS/TS) and the
 * styling are the reader's global choices; a demo without the chosen styling shows MUI System.
 */
export function Demo({ info }: { info: DemoInfo }) {
  const t = useTranslate();
  const config = useDocsConfig();
  const codeVariant = useCodeVariant();
  const setCodeVariant = useSetCodeVariant();
  const preferredStyling = useCodeStyling();
  const setCodeStyling = useSetCodeStyling();
  const stylings = CODE_STYLINGS.filter((option) => info.variants[option]);
  const styling: CodeStyling = info.variants[preferredStyling] ? preferredStyling : 'MUI System';
  const variant = info.variants[styling]!;

  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const [sandboxError, setSandboxError] = React.useState<string | null>(null);
  const { sources, load } = useDemoSources(info.id);
  const { copied, copyText } = useCopyState(STANDALONE_COPY_REVERT_MS);
  const codePanelId = `${React.useId()}-code`;
  const files = sources?.[styling]?.[codeVariant] ?? null;
  const extension = codeVariant === 'JS' ? 'js' : 'tsx';
  const sourceUrl = siteSourceUrl(config, 'blob', `data/${variant.moduleId}.${extension}`);

  const prefetch = () => {
    load().catch(() => {});
  };
  // The text is handed over as a promise, so the clipboard write starts within the click even when
  // the sources are still on their way (a write begun after the fetch could be refused). A failed
  // load is like a failing clipboard: the button just does not turn to "Copied".
  const copySource = () => copyText(load().then((loaded) => loaded[styling]?.[codeVariant][0].code ?? ''));
  const openInSandbox = async (service: SandboxService) => {
    try {
      const [loaded, { openSandbox }] = await Promise.all([load(), import('./sandbox/openSandbox')]);
      openSandbox(service, {
        name: info.name,
        title: `${info.name} - MUI X demo`,
        description: `A demo of the MUI X documentation (data/${variant.moduleId}).`,
        codeVariant,
        codeStyling: styling,
        files: loaded[styling]?.[codeVariant] ?? [],
      });
      setSandboxError(null);
    } catch (error) {
      setSandboxError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={`demo ${classes.demo}`} data-demo={info.id} data-pagefind-ignore="all">
      <div className={classes.stage}>
        <DemoLive moduleId={variant.moduleId} tailwind={styling === 'Tailwind'} resetKey={resetKey} />
      </div>
      <DemoToolbar
        demoId={info.id}
        codeOpen={codeOpen}
        codePanelId={codePanelId}
        onToggleCode={() => {
          if (!codeOpen) prefetch();
          setCodeOpen(!codeOpen);
        }}
        codeVariant={codeVariant}
        onCodeVariant={setCodeVariant}
        stylings={stylings}
        styling={styling}
        onStyling={setCodeStyling}
        copied={copied}
        onCopy={copySource}
        onReset={() => setResetKey((key) => key + 1)}
        onSandbox={openInSandbox}
        sourceUrl={sourceUrl}
        onIntent={prefetch}
      />
      {sandboxError ? (
        <p role="alert" className={classes.sandboxError}>
          {t('demoSandboxError', { message: sandboxError })}
        </p>
      ) : null}
      <DemoCode id={codePanelId} open={codeOpen} previewHtml={variant.previewHtml} files={files} />
    </div>
  );
}
