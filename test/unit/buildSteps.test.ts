import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STEPS, isPipeline, newBuildId, stepsOf, timingSummary } from '../../scripts/lib/buildSteps';

describe('the build steps', () => {
  it('names each step once and points each at a script that exists', () => {
    expect(new Set(BUILD_STEPS.map(({ name }) => name)).size).toBe(BUILD_STEPS.length);
    for (const { script } of BUILD_STEPS) expect(fs.existsSync(path.join('scripts', script))).toBe(true);
  });

  it('runs every step in a build, and in dev and the type-check only what they read', () => {
    expect(stepsOf('build')).toEqual(BUILD_STEPS);
    expect(stepsOf('typecheck').map(({ name }) => name)).toEqual([
      'demo-registry',
      'demo-tailwind',
      'api',
      'site-data',
    ]);
    const dev = stepsOf('dev').map(({ name }) => name);
    expect(dev).toContain('api');
    expect(dev).not.toContain('next');
    expect(dev).not.toContain('check-demos');
  });

  it('keeps the order of the build in every pipeline', () => {
    const order = BUILD_STEPS.map(({ name }) => name);
    const dev = stepsOf('dev').map(({ name }) => order.indexOf(name));
    expect(dev).toEqual([...dev].sort((a, b) => a - b));
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
