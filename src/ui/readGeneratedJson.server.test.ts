/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { readGeneratedJson } from './readGeneratedJson.server';

const schema = z.object({ cacheKey: z.string(), entries: z.array(z.object({ name: z.string() })) });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-json-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readGeneratedJson', () => {
  it('returns a file of the expected shape', () => {
    const file = write('good.json', JSON.stringify({ cacheKey: 'k', entries: [{ name: 'DataGrid' }] }));
    expect(readGeneratedJson(file, schema, 'npx tsx scripts/extract-api.mts')).toEqual({
      cacheKey: 'k',
      entries: [{ name: 'DataGrid' }],
    });
  });

  it('names the file, the field and the command that makes it when the file is stale', () => {
    const file = write('stale.json', JSON.stringify({ cacheKey: 'k', entries: [{ title: 'DataGrid' }] }));
    expect(() => readGeneratedJson(file, schema, 'npx tsx scripts/extract-api.mts')).toThrow(
      new RegExp(
        `^${file} is stale or malformed \\(entries\\.0\\.name: .+\\): run \`npx tsx scripts/extract-api\\.mts\` to make it again\\.$`,
      ),
    );
  });

  it('names the file and the command when it is not JSON at all', () => {
    const file = write('broken.json', '{"cacheKey": ');
    expect(() => readGeneratedJson(file, schema, 'npm run build')).toThrow(`${file} could not be read as JSON`);
    expect(() => readGeneratedJson(file, schema, 'npm run build')).toThrow('run `npm run build` to make it again.');
  });
});
