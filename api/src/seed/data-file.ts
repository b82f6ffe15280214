// Reads a seed data file (api/seed/*.json) and checks it against its zod schema (schema.ts). The seed
// modules call it once, when they are first imported, so a bad file stops the API at start with an
// error naming the file and the path of each bad value (products[3].productPrice), not later on a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** The folder of the seed data files: api/seed (the api package's own, next to src). */
export const SEED_DATA_DIR = join(import.meta.dirname, '..', '..', 'seed');

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

const MAX_ISSUES = 10;

/** A value's path as written in JS: products[3].learningObjectives.objectives[0].name */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === '' ? '(the whole file)' : out;
}

/** For a path inside products[i]: the product's slug, so the message says which product it is. */
function productHint(value: unknown, path: readonly PropertyKey[]): string {
  if (path[0] !== 'products' || typeof path[1] !== 'number' || typeof value !== 'object' || value === null) return '';
  const products = (value as { products?: unknown }).products;
  const p = Array.isArray(products) ? (products[path[1]] as unknown) : undefined;
  const slug = typeof p === 'object' && p !== null ? (p as { productNickName?: unknown }).productNickName : undefined;
  return typeof slug === 'string' ? ` (product ${slug})` : '';
}

/**
 * Checks `value` (the parsed contents of `file`) against `schema` and returns it. It is the file's own
 * value that is returned, not a copy the schema built: the schemas transform nothing, and the key order
 * stays the file's (the seed's fingerprint, load.ts seedFingerprint, hashes the JSON text of the data).
 */
export function checkSeedData<T>(file: string, value: unknown, schema: z.ZodType<T, T>): T {
  const result = schema.safeParse(value);
  if (result.success) return value as T;
  const issues = result.error.issues;
  const lines = issues.slice(0, MAX_ISSUES).map((i) => `  ${formatPath(i.path)}${productHint(value, i.path)}: ${i.message}`);
  if (issues.length > MAX_ISSUES) lines.push(`  ...and ${issues.length - MAX_ISSUES} more`);
  throw new SeedDataError(`seed data file ${file} is invalid:\n${lines.join('\n')}`);
}

/** Reads the JSON file `file` and checks it (checkSeedData); throws a SeedDataError naming the file. */
export function readSeedData<T>(file: string, schema: z.ZodType<T, T>): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new SeedDataError(`seed data file ${file} cannot be read: ${(e as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    throw new SeedDataError(`seed data file ${file} is not valid JSON: ${(e as Error).message}`);
  }
  return checkSeedData(file, value, schema);
}
