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
import { LiveEditBar } from '../live-edit/LiveEditBar';
import { useLiveEdit } from '../live-edit/useLiveEdit';
import { useShareLink } from '../live-edit/useShareLink';
import { liveEditText } from '../live-edit/liveEditText';

// The live editor's frame: loaded with the first edit, never before.
const LiveFrame = React.lazy(() => import('../live-edit/LiveFrame'));

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
  const originalFiles = sources?.[styling]?.[codeVariant] ?? null;
  // The reader's edit of this styling and variant, if any: it replaces the files everywhere but the
  // page's Markdown.
  const live = useLiveEdit(`${styling}:${codeVariant}`, originalFiles);
  const files =
    originalFiles && live.files
      ? originalFiles.map((file, index) => ({ ...file, code: live.files?.[index]?.code ?? file.code }))
      : originalFiles;
  const extension = codeVariant === 'JS' ? 'js' : 'tsx';
  const sourceUrl = siteSourceUrl(config, 'blob', `data/${variant.moduleId}.${extension}`);

  // The original files of the shown styling and variant, fetched on demand.
  const loadFiles = () => load().then((loaded) => loaded[styling]?.[codeVariant] ?? []);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const share = useShareLink({
    name: info.name,
    styling,
    codeVariant,
    live,
    loadOriginal: loadFiles,
    scrollIntoView: () => rootRef.current?.scrollIntoView(),
    showCode: () => setCodeOpen(true),
  });

  const prefetch = () => {
    load().catch(() => {});
  };
  // The text is handed over as a promise, so the clipboard write starts within the click even when
  // the sources are still on their way (a write begun after the fetch could be refused). A failed
  // load is like a failing clipboard: the button just does not turn to "Copied".
  const copySource = () =>
    copyText(live.files ? live.files[0].code : loadFiles().then((original) => original[0]?.code ?? ''));
  const openInSandbox = async (service: SandboxService) => {
    try {
      const [original, { openSandbox }] = await Promise.all([loadFiles(), import('./sandbox/openSandbox')]);
      openSandbox(service, {
        name: info.name,
        title: `${info.name} - MUI X demo`,
        description: `A demo of the MUI X documentation (data/${variant.moduleId}).`,
        codeVariant,
        codeStyling: styling,
        files: live.files ?? original,
      });
      setSandboxError(null);
    } catch (error) {
      setSandboxError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div ref={rootRef} className={`demo ${classes.demo}`} data-demo={info.id} data-pagefind-ignore="all">
      <div className={classes.stage}>
        {live.files && live.running ? (
          <React.Suspense fallback={<p role="status">{liveEditText('starting')}</p>}>
            <LiveFrame
              files={live.files}
              entry={live.files[0].path}
              onOpenStackBlitz={() => void openInSandbox('stackblitz')}
            />
          </React.Suspense>
        ) : (
          <DemoLive moduleId={variant.moduleId} tailwind={styling === 'Tailwind'} resetKey={resetKey} />
        )}
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
        onCodeVariant={(next) => live.confirmDiscard(liveEditText('discard')) && setCodeVariant(next)}
        stylings={stylings}
        styling={styling}
        onStyling={(next) => live.confirmDiscard(liveEditText('discard')) && setCodeStyling(next)}
        edited={live.files !== null}
        copied={copied}
        onCopy={copySource}
        onReset={() => {
          live.reset();
          setResetKey((key) => key + 1);
        }}
        onSandbox={openInSandbox}
        sourceUrl={sourceUrl}
        onIntent={prefetch}
      />
      <LiveEditBar
        edited={live.files !== null}
        sharedPending={live.fromLink && !live.running}
        invalidLink={share.invalidLink}
        tooLarge={share.tooLarge}
        linkCopied={share.linkCopied}
        onCopyLink={share.copyLink}
        onRun={live.run}
        onReset={() => {
          live.reset();
          share.dismiss();
        }}
      />
      {sandboxError ? (
        <p role="alert" className={classes.sandboxError}>
          {t('demoSandboxError', { message: sandboxError })}
        </p>
      ) : null}
      <DemoCode
        id={codePanelId}
        open={codeOpen}
        previewHtml={variant.previewHtml}
        files={files}
        editedPaths={live.editedPaths}
        onEdit={live.edit}
      />
    </div>
  );
}
