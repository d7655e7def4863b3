import { describe, expect, it } from 'vitest';
import { formatDateTime, pickLocalized } from './localized.js';

describe('localized text', () => {
  const text = { EN: { title: 'Welcome' }, CN: { title: '欢迎' } };

  it('answers the asked language, then the default, then any language the row has', () => {
    expect(pickLocalized(text, 'CN', 'EN')?.title).toBe('欢迎');
    expect(pickLocalized(text, 'TH', 'EN')?.title).toBe('Welcome');
    expect(pickLocalized({ VI: { title: 'Chào' } }, 'TH', 'EN')?.title).toBe('Chào');
    expect(pickLocalized({}, 'TH', 'EN')).toBeUndefined();
  });
});

describe('dates', () => {
  const at = new Date('2026-03-01T16:05:09Z');

  it('formats yyyy-MM-dd HH:mm:ss in the brand time zone', () => {
    expect(formatDateTime(at, 'Asia/Manila')).toBe('2026-03-02 00:05:09');
    expect(formatDateTime(at, 'UTC')).toBe('2026-03-01 16:05:09');
    expect(formatDateTime(at)).toBe('2026-03-01 16:05:09');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatDateTime(at, 'Mars/Olympus')).toBe('2026-03-01 16:05:09');
  });
});
