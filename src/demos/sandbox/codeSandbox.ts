import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './createSandboxProject';

/** CodeSandbox's define API: a form POST that creates a sandbox from files. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** lz-string's base64 made URL-safe, the encoding the define API reads. */
export function compressParameters(value: unknown): string {
  return compressToBase64(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The form fields of the define API for a project. */
export function codeSandboxFormFields(project: SandboxProject): Record<string, string> {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content }]));
  return {
    parameters: compressParameters({ files }),
    query: `file=/${project.openFile}`,
  };
}
