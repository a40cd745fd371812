import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeCbor, encodeCbor, type CborValue } from './cbor';
import { chunkRanges, splitWordIndex, type IndexedWord, type SplitOptions } from './splitWordIndex';

// Rewrites the word index Pagefind wrote (scripts/build-search-index.mts) into smaller chunks,
// leaving every other file as it is. The layout read here is Pagefind 1.6.0's: other versions are
// refused, so an upgrade fails the build instead of breaking search.

const PAGEFIND_VERSION = '1.6.0';
// Every Pagefind file is this signature and its content, gzipped.
const SIGNATURE = Buffer.from('pagefind_dcd');
// The metadata (`pagefind.<hash>.pf_meta`): [version, pages, chunks: [from, to, hash][], …].
const META_CHUNKS = 2;

// About a tenth of Pagefind's 20,000: the chunk of `sortmodel` fell from 27.4 to 3.1 kB gzip, the
// metadata listing the chunks grew from 4.2 to 5.3 kB (docs/PERFORMANCE.md, Search).
const INDEX_CHUNKING: SplitOptions = { targetPositions: 2000, keepTogetherPrefix: 3 };

interface PagefindEntry {
  version: string;
  languages: Record<string, { hash: string }>;
}

function readPagefindFile(file: string): CborValue {
  const content = gunzipSync(fs.readFileSync(file));
  if (!content.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${file}: not a Pagefind file`);
  return decodeCbor(content.subarray(SIGNATURE.length));
}

/** `value` as the bytes of a Pagefind file, with the hash of its content to name it by. */
function pagefindFile(value: CborValue): { hash: string; bytes: Buffer } {
  const content = encodeCbor(value);
  return {
    hash: createHash('sha256').update(content).digest('hex'),
    bytes: gzipSync(Buffer.concat([SIGNATURE, content]), { level: 9 }),
  };
}

/** `prefix` and the first `length` hex digits of `hash`, or more where another file took those. */
function uniqueName(prefix: string, hash: string, length: number, taken: Set<string>): string {
  let size = length;
  while (taken.has(`${prefix}${hash.slice(0, size)}`)) size += 1;
  const name = `${prefix}${hash.slice(0, size)}`;
  taken.add(name);
  return name;
}

function asChunkList(meta: CborValue, file: string): Array<[string, string, string]> {
  const chunks = Array.isArray(meta) ? meta[META_CHUNKS] : undefined;
  const valid =
    Array.isArray(chunks) &&
    chunks.every(
      (chunk) => Array.isArray(chunk) && chunk.length === 3 && chunk.every((part) => typeof part === 'string'),
    );
  if (!valid) throw new Error(`${file}: unexpected layout of the chunk list`);
  return chunks as Array<[string, string, string]>;
}

function asWords(chunk: CborValue, file: string): IndexedWord[] {
  const words = Array.isArray(chunk) ? chunk[0] : undefined;
  const valid =
    Array.isArray(words) &&
    words.every((word) => Array.isArray(word) && typeof word[0] === 'string' && Array.isArray(word[1]));
  if (!valid) throw new Error(`${file}: unexpected layout of the word chunk`);
  return words as IndexedWord[];
}

/**
 * Splits the word index of every language in `indexDir` (out/pagefind) into chunks of
 * `options`, rewriting each language's metadata and `pagefind-entry.json` to name them.
 * Returns the number of chunks per language, before and after.
 */
export function splitPagefindChunks(
  indexDir: string,
  options: SplitOptions = INDEX_CHUNKING,
): Record<string, { before: number; after: number }> {
  const entryFile = path.join(indexDir, 'pagefind-entry.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as PagefindEntry;
  if (entry.version !== PAGEFIND_VERSION) {
    throw new Error(`Pagefind ${entry.version} wrote the index; splitting its chunks knows ${PAGEFIND_VERSION} only`);
  }
  const chunkDir = path.join(indexDir, 'index');
  const counts: Record<string, { before: number; after: number }> = {};
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(indexDir, `pagefind.${info.hash}.pf_meta`);
    const meta = readPagefindFile(metaFile);
    if (!Array.isArray(meta) || meta[0] !== PAGEFIND_VERSION) {
      throw new Error(`${metaFile}: not Pagefind ${PAGEFIND_VERSION}`);
    }
    const oldChunks = asChunkList(meta, metaFile);
    const words = oldChunks.flatMap(([, , hash]) => {
      const file = path.join(chunkDir, `${hash}.pf_index`);
      return asWords(readPagefindFile(file), file);
    });
    const chunks = splitWordIndex(words, options);
    const ranges = chunkRanges(chunks);
    for (const [, , hash] of oldChunks) fs.rmSync(path.join(chunkDir, `${hash}.pf_index`));
    const taken = new Set<string>();
    meta[META_CHUNKS] = chunks.map((chunk, index) => {
      const file = pagefindFile([chunk]);
      const name = uniqueName(`${language}_`, file.hash, 7, taken);
      fs.writeFileSync(path.join(chunkDir, `${name}.pf_index`), file.bytes);
      return [ranges[index].from, ranges[index].to, name];
    });
    const metaOut = pagefindFile(meta);
    fs.rmSync(metaFile);
    info.hash = `${language}_${metaOut.hash.slice(0, 10)}`;
    fs.writeFileSync(path.join(indexDir, `pagefind.${info.hash}.pf_meta`), metaOut.bytes);
    counts[language] = { before: oldChunks.length, after: chunks.length };
  }
  fs.writeFileSync(entryFile, JSON.stringify(entry));
  return counts;
}
