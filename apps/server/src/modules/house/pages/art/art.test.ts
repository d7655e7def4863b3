import { describe, expect, it } from 'vitest';
import { SLOT_GAMES } from '../../slots/index.js';
import { ART_KEYS, artColours, hasArt, symbolMarkup, symbolSvg } from './index.js';

/** Problems of an SVG document: unbalanced or unclosed tags, references to gradients it does not define. */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'))
    problems.push('does not open with the svg element');
  if (/NaN|undefined|Infinity|\[object/.test(svg)) problems.push('holds a value that is not a number');
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g))
    if (!defined.has(id)) problems.push(`url(#${id}) is not defined`);
  const attributes = svg.match(/ [a-z-]+="/g) ?? [];
  if (attributes.some((a) => a.includes('style'))) problems.push('uses a style attribute');
  return problems;
}

describe('slot symbol art', () => {
  it('draws every art key that a slot definition uses', () => {
    const used = new Set(SLOT_GAMES.flatMap((def) => def.symbols.map((s) => s.art)));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !hasArt(key))).toEqual([]);
  });

  it('draws each key as a well-formed SVG in every game’s colours', () => {
    const themes = [undefined, ...SLOT_GAMES.map((def) => artColours(def.theme.colours))];
    for (const key of ART_KEYS)
      for (const colours of themes) {
        const svg = symbolSvg(key, colours);
        expect(svgProblems(svg), `${key} in ${JSON.stringify(colours)}`).toEqual([]);
      }
  });

  it('keeps the gradients of several drawings apart by their prefix', () => {
    const a = symbolMarkup('dragon', undefined, 'a-');
    const b = symbolMarkup('dragon', undefined, 'b-');
    expect(a).toContain('id="a-0"');
    expect(b).toContain('id="b-0"');
    expect(b).not.toContain('a-0');
  });

  it('draws in the theme’s colours', () => {
    const red = symbolSvg('wild', { main: '#ff0000', second: '#00ff00', gold: '#f5b40a' });
    const blue = symbolSvg('wild', { main: '#0000ff', second: '#00ff00', gold: '#f5b40a' });
    expect(red).not.toEqual(blue);
    expect(red).toContain('#ff0000');
  });

  it('refuses a key it does not draw, naming it', () => {
    expect(() => symbolSvg('unicorn')).toThrow(/no drawing "unicorn"/);
  });
});
