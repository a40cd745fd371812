import { z } from 'zod';
import type { SizeSnapshot } from './types';

/** The shape of generated/size-snapshot/sizes.json (types.ts), typed by its interface. */
export const sizeSnapshotSchema: z.ZodType<SizeSnapshot> = z.object({
  cacheKey: z.string(),
  versions: z.record(z.string(), z.string()),
  external: z.array(z.string()),
  bundler: z.string(),
  sizes: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['component', 'hook']),
      packageName: z.string(),
      minified: z.number(),
      gzip: z.number(),
    }),
  ),
});

/** The command that writes it. */
export const SIZE_SNAPSHOT_MADE_BY = 'npx tsx scripts/size-snapshot.mts';
