/** Elements whose content is code, not text: dropped with what they hold. */
const CODE_ELEMENTS = /<(script|style|iframe|object|embed|template|noscript)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
/** Anything a browser would read as a tag: `<` followed by a letter, `/`, `!` or `?`, up to `>`. */
const TAGS = /<[A-Za-z/!?][^>]*(>|$)/g;

/**
 * What members type (feedback, affiliate applications) is plain text: markup is taken out on the way in
 * (decision record 023), so that the stored text is inert wherever it is shown, even by a back office
 * that puts it into a page as HTML. A `<` that cannot open a tag ("1 < 2", "<3") stays as typed.
 */
export function stripMarkup(value: string): string {
  let text = value;
  // Until nothing changes: `<scr<script>ipt>` leaves a tag behind after one pass.
  for (let i = 0; i < 5; i += 1) {
    const next = text.replace(COMMENTS, '').replace(CODE_ELEMENTS, '').replace(TAGS, '');
    if (next === text) break;
    text = next;
  }
  return text.trim();
}
