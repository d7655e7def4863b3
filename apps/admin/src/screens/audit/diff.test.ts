import { describe, expect, it } from 'vitest';
import { changeSummary, detailSummary, diffLines, shown } from './diff';

describe('the audit diff', () => {
  it('lines up before and after by dotted path, changed fields first', () => {
    const lines = diffLines(
      { status: 1, limits: { daily: 100, weekly: 500 }, note: 'same' },
      { status: 0, limits: { daily: 200, weekly: 500 }, note: 'same', tags: ['vip'] },
    );
    expect(lines).toEqual([
      { path: 'limits.daily', before: 100, after: 200, changed: true },
      { path: 'status', before: 1, after: 0, changed: true },
      { path: 'tags', before: undefined, after: ['vip'], changed: true },
      { path: 'limits.weekly', before: 500, after: 500, changed: false },
      { path: 'note', before: 'same', after: 'same', changed: false },
    ]);
  });

  it('treats a missing side as empty and summarises the changes', () => {
    expect(diffLines(null, { title: '<b>x</b>' })).toEqual([
      { path: 'title', before: undefined, after: '<b>x</b>', changed: true },
    ]);
    expect(shown('<b>x</b>')).toBe('<b>x</b>');
    expect(changeSummary({ a: 1, b: 2, c: 3, d: 4 }, { a: 2, b: 3, c: 4, d: 5 })).toBe(
      'a: 1 → 2, b: 2 → 3, c: 3 → 4, +1 more',
    );
  });

  it('reads a detail without before and after as field: value pairs', () => {
    expect(detailSummary({ totp: false, userAgent: 'Mozilla/5.0', origin: { ip: '10.0.0.1' } })).toBe(
      'totp: false, userAgent: Mozilla/5.0, origin.ip: 10.0.0.1',
    );
    expect(detailSummary({ a: 1, b: 2, c: 3, d: 4, e: 5 }, 4)).toBe('a: 1, b: 2, c: 3, d: 4, +1 more');
    expect(detailSummary(null)).toBe('');
  });
});
