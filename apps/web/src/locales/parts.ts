/**
 * The parts of the site's strings (decision record 038): each part is the same JSON files in every
 * language, and each is its own chunk per
 * language (locale-parts.ts makes a module of a language's files of one part).
 * What every page shows (`site`: the layout, the home, the lobbies, the sign-in), the section pages
 * (`pages`), the member centre (`member`), the agent centre (`agent`), the lottery's pages (`lottery`), responsible gaming (`responsible`: its member-centre page, the reality
 * check and round recall over a game, the restriction after a login). The
 * first page loads `site`; a lazy
 * chunk loads the parts it uses with it (lib/chunks.ts). A new domain's strings are a new part.
 */
export const STRINGS_PART_FILES = {
  site: ['translation', 'shell', 'games'],
  pages: ['pages'],
  member: ['records', 'security', 'deposit', 'withdraw', 'rewards', 'missions', 'point-shop', 'centre'],
  agent: ['agent'],
  lottery: ['lottery'],
  responsible: ['responsible'],
} as const;

export type StringsPart = keyof typeof STRINGS_PART_FILES;
export const STRINGS_PARTS = Object.keys(STRINGS_PART_FILES) as StringsPart[];

type Strings = Record<string, unknown>;
/** One type with the keys of each (a union made an intersection). */
type Intersect<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
type Merged<T extends readonly Strings[]> = Intersect<T[number]>;

/**
 * A language's files merged into one tree: each top-level key belongs to one file (locales.test.ts),
 * except `errors`, which every file may extend with its own codes.
 */
export function mergeStrings<T extends readonly Strings[]>(...files: T): Merged<T> {
  const merged: Strings = {};
  const errors: Strings = {};
  for (const file of files) {
    const { errors: own, ...rest } = file;
    Object.assign(merged, rest);
    Object.assign(errors, own);
  }
  return { ...merged, errors } as Merged<T>;
}
