import { z } from 'zod';
import type { ApiEntry, ApiManifest } from './types';

// The shapes of generated/api/ (types.ts), checked where the build reads them. Each schema is
// typed by its interface, so the compiler fails when the two drift apart.

const product = z.enum(['data-grid', 'date-pickers', 'charts', 'tree-view']);
const plan = z.enum(['community', 'pro', 'premium']);
const kind = z.enum(['component', 'interface']);

const member = z.object({
  name: z.string(),
  type: z.string(),
  expandedType: z.string().optional(),
  default: z.string().optional(),
  description: z.string(),
  required: z.boolean(),
  deprecated: z.string().optional(),
  params: z.array(z.object({ name: z.string(), description: z.string() })).optional(),
  returns: z.string().optional(),
  plan: plan.optional(),
});

export const apiEntrySchema: z.ZodType<ApiEntry> = z.object({
  kind,
  name: z.string(),
  slug: z.string(),
  product,
  plan,
  packageName: z.string(),
  imports: z.array(z.string()),
  description: z.string(),
  deprecated: z.string().optional(),
  sourceUrl: z.string().optional(),
  demoPages: z.array(z.object({ title: z.string(), href: z.string() })).optional(),
  members: z.array(member),
  slots: z.array(z.object({ name: z.string(), description: z.string(), default: z.string().optional() })),
  classes: z.array(z.object({ key: z.string(), className: z.string(), description: z.string() })),
  aliasOf: z.string().optional(),
  refElement: z.string().optional(),
  domAttributes: z.boolean().optional(),
  typeParameters: z.array(z.string()).optional(),
  theme: z.object({ key: z.string(), styleOverrides: z.boolean(), augmentation: z.string() }).optional(),
});

export const apiManifestSchema: z.ZodType<ApiManifest> = z.object({
  cacheKey: z.string(),
  entries: z.array(z.object({ kind, name: z.string(), slug: z.string(), product, plan })),
  excluded: z.array(z.object({ name: z.string(), packageName: z.string(), reason: z.string() })),
  hooks: z.array(
    z.object({
      name: z.string(),
      product,
      plan,
      packageName: z.string(),
      description: z.string(),
      signature: z.string(),
      params: z.array(z.object({ name: z.string(), type: z.string(), description: z.string(), required: z.boolean() })),
      returns: z.object({ type: z.string(), description: z.string() }),
    }),
  ),
  methodGroups: z.record(z.string(), z.array(z.string())),
});

/** The command that writes generated/api/. */
export const API_MADE_BY = 'npx tsx scripts/extract-api.mts';
