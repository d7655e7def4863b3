// The strings' parts by `language:part` (locale-parts.ts): each loads that part's files of that language.
declare module 'virtual:locale-parts' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown>[] }>>;
  export default loaders;
}
