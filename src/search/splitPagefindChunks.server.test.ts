/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeCbor, encodeCbor, type CborValue } from './cbor';
import { splitPagefindChunks } from './splitPagefindChunks.server';

const SIGNATURE = 'pagefind_dcd';
const write = (file: string, value: CborValue) =>
  fs.writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(SIGNATURE), encodeCbor(value)])));
const read = (file: string) => decodeCbor(gunzipSync(fs.readFileSync(file)).subarray(SIGNATURE.length));
const word = (text: string, page: number): CborValue => [text, [[page, [-25, 3, 7], []]]];

/** An index as Pagefind 1.6.0 writes it: one language, two chunks of three words. */
function fixtureIndex(version = '1.6.0'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  fs.mkdirSync(path.join(dir, 'index'));
  write(path.join(dir, 'index', 'en_aaaaaaa.pf_index'), [[word('alpha', 0), word('sorted', 1), word('sorting', 0)]]);
  write(path.join(dir, 'index', 'en_bbbbbbb.pf_index'), [[word('sortmodel', 1), word('source', 0), word('zoom', 1)]]);
  const meta: CborValue = [
    version,
    [
      ['en_1111111', 40, ''],
      ['en_2222222', 90, ''],
    ],
    [
      ['alpha', 'sorti', 'en_aaaaaaa'],
      ['sortm', 'zoom', 'en_bbbbbbb'],
    ],
    [['product', 'en_3333333']],
    [],
    ['title'],
  ];
  write(path.join(dir, 'pagefind.en_0123456789.pf_meta'), meta);
  fs.writeFileSync(
    path.join(dir, 'pagefind-entry.json'),
    JSON.stringify({ version, languages: { en: { hash: 'en_0123456789', wasm: 'en', page_count: 2 } } }),
  );
  return dir;
}

describe('splitPagefindChunks', () => {
  it('rewrites the chunks, the metadata naming them and the entry naming the metadata', () => {
    const dir = fixtureIndex();
    const counts = splitPagefindChunks(dir, { targetPositions: 4, keepTogetherPrefix: 3 });
    expect(counts).toEqual({ en: { before: 2, after: 4 } });

    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.hash).toMatch(/^en_[0-9a-f]{10}$/);
    expect(entry.languages.en.page_count).toBe(2);
    expect(fs.existsSync(path.join(dir, 'pagefind.en_0123456789.pf_meta'))).toBe(false);

    const meta = read(path.join(dir, `pagefind.${entry.languages.en.hash}.pf_meta`)) as CborValue[];
    // Everything but the chunk list is kept as it was.
    expect(meta[0]).toBe('1.6.0');
    expect(meta[1]).toEqual([
      ['en_1111111', 40, ''],
      ['en_2222222', 90, ''],
    ]);
    expect(meta.slice(3)).toEqual([[['product', 'en_3333333']], [], ['title']]);

    const chunks = meta[2] as string[][];
    expect(chunks.map(([from, to]) => [from, to])).toEqual([
      ['alpha', 'a'],
      ['s', 'sor'],
      ['sou', 's'],
      ['z', 'zoom'],
    ]);
    const words = chunks.flatMap(([, , hash]) => {
      const chunk = read(path.join(dir, 'index', `${hash}.pf_index`)) as CborValue[][];
      return chunk[0];
    });
    expect(words).toEqual([
      word('alpha', 0),
      word('sorted', 1),
      word('sorting', 0),
      word('sortmodel', 1),
      word('source', 0),
      word('zoom', 1),
    ]);
    expect(fs.readdirSync(path.join(dir, 'index')).sort()).toEqual(
      chunks.map(([, , hash]) => `${hash}.pf_index`).sort(),
    );
  });

  it('refuses an index of another Pagefind version, changing nothing', () => {
    const dir = fixtureIndex('1.7.0');
    expect(() => splitPagefindChunks(dir)).toThrow(/Pagefind 1\.7\.0 wrote the index/);
    expect(fs.readdirSync(path.join(dir, 'index')).sort()).toEqual(['en_aaaaaaa.pf_index', 'en_bbbbbbb.pf_index']);
  });
});
