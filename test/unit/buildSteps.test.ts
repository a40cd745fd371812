import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_STEPS,
  type BuildStep,
  isPipeline,
  newBuildId,
  type Pipeline,
  stepsOf,
  timingSummary,
} from '../../scripts/lib/buildSteps';

describe('the build steps', () => {
  it('names each step once and points each at a script that exists', () => {
    expect(new Set(BUILD_STEPS.map(({ name }) => name)).size).toBe(BUILD_STEPS.length);
    for (const { script } of BUILD_STEPS) expect(fs.existsSync(path.join('scripts', script))).toBe(true);
  });

  it('runs every step in a build, and in dev and the type-check only what they read', () => {
    expect(BUILD_STEPS.filter((step) => !step.pipelines.includes('build')).map(({ name }) => name)).toEqual([]);
    expect(stepsOf('typecheck').map(({ name }) => name)).toEqual([
      'demo-registry',
      'demo-tailwind',
      'api',
      'site-data',
      'live-runner',
    ]);
    const dev = stepsOf('dev').map(({ name }) => name);
    expect(dev).toContain('api');
    expect(dev).not.toContain('next');
    expect(dev).not.toContain('check-demos');
  });

  it('picks a pipeline’s steps from any list, keeping that list’s order', () => {
    const step = (name: string, pipelines: readonly Pipeline[]): BuildStep => ({
      name,
      script: `${name}.mts`,
      does: name,
      pipelines,
    });
    const steps = [
      step('last-in-dev', ['build', 'dev']),
      step('build-only', ['build']),
      step('everywhere', ['build', 'dev', 'typecheck']),
      step('typecheck-only', ['typecheck']),
    ];
    expect(stepsOf('dev', steps).map(({ name }) => name)).toEqual(['last-in-dev', 'everywhere']);
    expect(stepsOf('typecheck', steps).map(({ name }) => name)).toEqual(['everywhere', 'typecheck-only']);
    expect(stepsOf('build', steps).map(({ name }) => name)).toEqual(['last-in-dev', 'build-only', 'everywhere']);
  });

  it('writes the redirect pages after the export and its indexes, before the deploy files list them', () => {
    const order = BUILD_STEPS.map(({ name }) => name);
    for (const before of ['next', 'postbuild', 'search-index', 'service-worker']) {
      expect(order.indexOf(before)).toBeLessThan(order.indexOf('redirects'));
    }
    expect(order.indexOf('redirects')).toBe(order.indexOf('deploy-files') - 1);
  });

  it('tells a pipeline from anything else', () => {
    expect(isPipeline('dev')).toBe(true);
    expect(isPipeline('deploy')).toBe(false);
  });

  it('sums the steps’ times under their names', () => {
    expect(
      timingSummary([
        { name: 'api', milliseconds: 1200 },
        { name: 'next', milliseconds: 250_040 },
      ]),
    ).toBe(['api       1.2 s', 'next    250.0 s', 'total   251.2 s'].join('\n'));
  });

  it('makes build ids the service worker accepts', () => {
    expect(newBuildId(new Date(1_800_000_000_000), '0a1b2c3d')).toMatch(/^[\w-]+$/);
    expect(newBuildId(new Date(1_800_000_000_000), '0a1b2c3d')).not.toBe(
      newBuildId(new Date(1_800_000_000_001), '0a1b2c3d'),
    );
  });
});
