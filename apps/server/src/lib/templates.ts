/**
 * Fills `{name}` placeholders (the one placeholder syntax of messages and titles) with the parameter of
 * that name. A placeholder without a parameter becomes `missing` when given, else stays as written.
 */
export function fillTemplate(
  text: string,
  params: Record<string, string | number>,
  missing?: string,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value !== undefined) return String(value);
    return missing ?? whole;
  });
}
