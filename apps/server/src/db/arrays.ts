import { sql } from 'drizzle-orm';

/** A list sent as one parameter: an array literal cast to its type (drizzle spreads a JS array into a list). */
const quoted = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
export const textArray = (list: readonly string[]) => sql`${`{${list.map(quoted).join(',')}}`}::text[]`;
export const bigintArray = (list: readonly (bigint | number)[]) => sql`${`{${list.join(',')}}`}::bigint[]`;
export const intArray = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::integer[]`;
export const jsonbArray = (list: readonly unknown[]) =>
  sql`${`{${list.map((v) => quoted(JSON.stringify(v))).join(',')}}`}::jsonb[]`;
