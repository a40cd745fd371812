import sdk from '@stackblitz/sdk';
import { CODESANDBOX_DEFINE_URL, codeSandboxFormFields } from './codeSandbox';
import { createSandboxProject, type SandboxOptions } from './createSandboxProject';
import { SITE_VERSIONS } from './siteVersions';
import { toStackBlitzProject } from './stackBlitz';

export type SandboxService = 'codesandbox' | 'stackblitz';

/** Submits a form to a new tab: how the sandbox services take a project. */
function postForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/**
 * Browser only: opens the demo as a new project on CodeSandbox (its define API, a form POST) or
 * StackBlitz (its SDK, which posts a form too). This module is loaded on the first click only.
 */
export function openSandbox(service: SandboxService, options: Omit<SandboxOptions, 'versions'>) {
  const project = createSandboxProject({ ...options, versions: SITE_VERSIONS });
  if (service === 'codesandbox') {
    postForm(CODESANDBOX_DEFINE_URL, codeSandboxFormFields(project));
    return;
  }
  sdk.openProject(toStackBlitzProject(project), { newWindow: true, openFile: project.openFile });
}
