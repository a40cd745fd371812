import * as React from 'react';
import { STANDALONE_COPY_REVERT_MS, useCopyState } from '../code/useCopyState';
import classes from './demo.module.css';
import { DemoCode } from './DemoCode';
import { DemoStage } from './DemoStage';
import { DemoToolbar } from './DemoToolbar';
import { SandboxError } from './SandboxError';
import type { DemoInfo } from './types';
import { useDemoSources } from './useDemoSources';
import { useDemoVariant } from './useDemoVariant';
import { useOpenInSandbox } from './useOpenInSandbox';
import { ShareBar } from '../live-edit/ShareBar';
import { useLiveEdit, withEditedCode } from '../live-edit/useLiveEdit';
import { liveEditText } from '../live-edit/liveEditText';

/**
 * A live demo inside the docs theme, its toolbar and its code. The code variant (JS/TS) and the
 * styling are the reader's global choices; a demo without the chosen styling shows MUI System.
 */
export function Demo({ info }: { info: DemoInfo }) {
  const { codeVariant, setCodeVariant, styling, setCodeStyling, stylings, variant, sourceUrl } = useDemoVariant(info);

  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const { sources, load } = useDemoSources(info.id);
  const { copied, copyText } = useCopyState(STANDALONE_COPY_REVERT_MS);
  const codePanelId = `${React.useId()}-code`;
  const originalFiles = sources?.[styling]?.[codeVariant] ?? null;
  // The reader's edit of this styling and variant, if any: it replaces the files everywhere but the
  // page's Markdown.
  const live = useLiveEdit(`${styling}:${codeVariant}`, originalFiles);
  const files = withEditedCode(originalFiles, live.files);

  // The original files of the shown styling and variant, fetched on demand.
  const loadFiles = () => load().then((loaded) => loaded[styling]?.[codeVariant] ?? []);
  const rootRef = React.useRef<HTMLDivElement>(null);

  const { openInSandbox, sandboxError } = useOpenInSandbox({
    name: info.name,
    moduleId: variant.moduleId,
    codeVariant,
    styling,
    editedFiles: live.files,
    loadFiles,
  });

  const prefetch = () => void load().catch(() => {});
  // The text is handed over as a promise, so the clipboard write starts within the click even when
  // the sources are still on their way (a write begun after the fetch could be refused). A failed
  // load is like a failing clipboard: the button just does not turn to "Copied".
  const copySource = () => copyText(live.files?.[0]?.code ?? loadFiles().then((original) => original[0]?.code ?? ''));
  return (
    <div ref={rootRef} className={`demo ${classes.demo}`} data-demo={info.id} data-pagefind-ignore="all">
      <DemoStage
        moduleId={variant.moduleId}
        tailwind={styling === 'Tailwind'}
        resetKey={resetKey}
        live={live}
        onOpenStackBlitz={() => void openInSandbox('stackblitz')}
      />
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
      <ShareBar
        name={info.name}
        styling={styling}
        codeVariant={codeVariant}
        live={live}
        loadOriginal={loadFiles}
        scrollIntoView={() => rootRef.current?.scrollIntoView()}
        showCode={() => setCodeOpen(true)}
      />
      <SandboxError message={sandboxError} />
      <DemoCode
        id={codePanelId}
        open={codeOpen}
        previewHtml={variant.previewHtml}
        files={files}
        editedPaths={live.editedPaths}
        onEdit={live.edit}
        onStartEditing={live.startEditing}
      />
    </div>
  );
}
