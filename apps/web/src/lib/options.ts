/** The value a `<select>` gave, as one of the options it offers (the fallback if it is none of them). */
export function optionOf<T extends string>(value: string, options: readonly T[], fallback: T): T {
  return (options as readonly string[]).includes(value) ? (value as T) : fallback;
}
