// The build's named steps, in the order they run, and which pipelines need each: `npm run build`
// runs them all, `npm run dev` those that `next dev` reads, `npm run typecheck` those that the
// type-checked program imports (the site data needs the API reference for its navigation). scripts/build.mts runs a pipeline and times each step.

export type Pipeline = 'build' | 'dev' | 'typecheck';

export const PIPELINES: readonly Pipeline[] = ['build', 'dev', 'typecheck'];

export interface BuildStep {
  name: string;
  /** A TypeScript script of scripts/, run in a process of its own so its memory ends with it. */
  script: string;
  /** What the step makes or checks, for the step list (`--list`). */
  does: string;
  pipelines: readonly Pipeline[];
}

const ALL: readonly Pipeline[] = PIPELINES;

export const BUILD_STEPS: readonly BuildStep[] = [
  {
    name: 'demo-registry',
    script: 'generate-demo-registry.mts',
    does: 'the demos’ lazy loaders and their sources',
    pipelines: ALL,
  },
  {
    name: 'demo-tailwind',
    script: 'generate-demo-tailwind.mts',
    does: 'the Tailwind demos’ styles',
    pipelines: ALL,
  },
  { name: 'api', script: 'extract-api.mts', does: 'the API reference from the packages’ declarations', pipelines: ALL },
  {
    name: 'size-snapshot',
    script: 'size-snapshot.mts',
    does: 'each component’s bundle size',
    pipelines: ['build', 'dev'],
  },
  {
    name: 'check-api-references',
    script: 'check-api-references.mts',
    does: 'check: the prose names only API pages, props, slots and classes that exist',
    pipelines: ['build'],
  },
  {
    name: 'check-claims',
    script: 'check-claims.mts',
    does: 'check: the guides’ stated defaults and plans match the API reference',
    pipelines: ['build'],
  },
  {
    name: 'check-demos',
    script: 'check-demos.mts',
    does: 'check: every demo renders without throwing',
    pipelines: ['build'],
  },
  {
    name: 'site-data',
    script: 'generate-site-data.mts',
    does: 'the navigation and strings per language',
    pipelines: ALL,
  },
  {
    name: 'live-runner',
    script: 'build-live-runner.mts',
    does: 'the live editor’s sandboxed runner page and script',
    pipelines: ALL,
  },
  { name: 'fonts', script: 'copy-fonts.mts', does: 'the self-hosted web fonts', pipelines: ['build', 'dev'] },
  {
    name: 'next',
    script: 'next-build.mts',
    does: 'next build: compile, then generate and export the pages',
    pipelines: ['build'],
  },
  {
    name: 'postbuild',
    script: 'postbuild.mts',
    does: 'error pages, sitemap, feed, size data',
    pipelines: ['build'],
  },
  {
    name: 'markdown',
    script: 'generate-markdown.mts',
    does: 'each page’s Markdown and llms.txt',
    pipelines: ['build'],
  },
  { name: 'search-index', script: 'build-search-index.mts', does: 'the search index', pipelines: ['build'] },
  { name: 'service-worker', script: 'generate-service-worker.mts', does: 'the service worker', pipelines: ['build'] },
  {
    name: 'redirects',
    script: 'write-redirects.mts',
    does: 'a static redirect page at each old URL',
    pipelines: ['build'],
  },
  {
    name: 'deploy-files',
    script: 'write-deploy-files.mts',
    does: 'the headers and server configuration',
    pipelines: ['build'],
  },
];

export function isPipeline(value: string): value is Pipeline {
  return (PIPELINES as readonly string[]).includes(value);
}

export function stepsOf(pipeline: Pipeline, steps: readonly BuildStep[] = BUILD_STEPS): BuildStep[] {
  return steps.filter((step) => step.pipelines.includes(pipeline));
}

export interface StepTiming {
  name: string;
  milliseconds: number;
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** The closing summary: each step's time, then the total. */
export function timingSummary(timings: readonly StepTiming[]): string {
  const width = Math.max(5, ...timings.map(({ name }) => name.length));
  const total = timings.reduce((sum, { milliseconds }) => sum + milliseconds, 0);
  return [
    ...timings.map(({ name, milliseconds }) => `${name.padEnd(width)}  ${seconds(milliseconds).padStart(8)}`),
    `${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`,
  ].join('\n');
}

/** A fresh id for this build (Next's and the service worker's), unless one is given. */
export function newBuildId(now: Date, random: string): string {
  return `${now.getTime().toString(36)}-${random}`;
}
