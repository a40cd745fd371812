import type { Project } from '@stackblitz/sdk';
import type { SandboxProject } from './createSandboxProject';

/** StackBlitz's SDK project: a Node project (WebContainers) that installs and runs Vite. */
export function toStackBlitzProject(project: SandboxProject): Project {
  return {
    title: project.title,
    description: project.description,
    template: 'node',
    files: project.files,
  };
}
