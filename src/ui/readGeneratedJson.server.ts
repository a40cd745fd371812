import fs from 'node:fs';
import type { z } from 'zod';

/**
 * Reads a JSON file that a build step wrote, checked against its schema at the boundary: a file
 * that is stale (an older shape) or malformed fails here, naming the file and the command that
 * makes it again, instead of failing later, far from the cause, as a missing field.
 */
export function readGeneratedJson<T>(file: string, schema: z.ZodType<T>, madeBy: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file} could not be read as JSON (${(error as Error).message}): run \`${madeBy}\` to make it again.`,
    );
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 3)
      .map(({ path, message }) => `${path.join('.') || '(the file)'}: ${message}`)
      .join('; ');
    throw new Error(`${file} is stale or malformed (${problems}): run \`${madeBy}\` to make it again.`);
  }
  return result.data;
}
