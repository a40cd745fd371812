import * as React from 'react';
import type { CodeStyling, CodeVariant } from '../code/codePreferences';
import type { RunFile } from '../live-edit/protocol';
import type { SandboxService } from './sandbox/openSandbox';

interface SandboxDemo {
  name: string;
  moduleId: string;
  codeVariant: CodeVariant;
  styling: CodeStyling;
  /** The reader's edit, which the sandbox takes instead of the original. */
  editedFiles: RunFile[] | null;
  loadFiles: () => Promise<RunFile[]>;
}

/** Opens the demo in StackBlitz or CodeSandbox (the opener loads on first use); says why it failed. */
export function useOpenInSandbox({ name, moduleId, codeVariant, styling, editedFiles, loadFiles }: SandboxDemo) {
  const [sandboxError, setSandboxError] = React.useState<string | null>(null);
  const openInSandbox = async (service: SandboxService) => {
    try {
      const [original, { openSandbox }] = await Promise.all([loadFiles(), import('./sandbox/openSandbox')]);
      openSandbox(service, {
        name,
        title: `${name} - MUI X demo`,
        description: `A demo of the MUI X documentation (data/${moduleId}).`,
        codeVariant,
        codeStyling: styling,
        files: editedFiles ?? original,
      });
      setSandboxError(null);
    } catch (error) {
      setSandboxError(error instanceof Error ? error.message : String(error));
    }
  };
  return { openInSandbox, sandboxError };
}
