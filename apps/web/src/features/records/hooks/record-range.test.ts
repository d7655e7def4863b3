import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localToday, presetDays, rangeProblem, rangeQuery } from './record-range';

describe('record periods', () => {
  it('make the presets from the brand day', () => {
    expect(presetDays('today', '2024-03-01')).toEqual({ startDate: '2024-03-01', endDate: '2024-03-01' });
    expect(presetDays('yesterday', '2024-03-01')).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
    expect(presetDays('last7', '2024-03-01')).toEqual({ startDate: '2024-02-24', endDate: '2024-03-01' });
    expect(presetDays('last30', '2024-03-01')).toEqual({ startDate: '2024-02-01', endDate: '2024-03-01' });
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(30);
  });

  it('check custom days as the server does', () => {
    expect(rangeProblem('', '2024-01-01')).toBe('missing');
    expect(rangeProblem('2024-01-02', '2024-01-01')).toBe('order');
    expect(rangeProblem('2024-01-01', '2024-04-02')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-04-03')).toBe('tooLong');
    expect(rangeProblem('2024-01-01', '2024-01-01')).toBeNull();
  });

  it('ask for the last 7 days without dates (the server default in the brand zone)', () => {
    expect(rangeQuery({ preset: 'last7', startDate: '', endDate: '' }, null)).toEqual({});
    expect(rangeQuery({ preset: 'last7', startDate: '', endDate: '' }, '2024-03-01')).toEqual({});
  });

  it('ask for the other presets from the brand day, the browser day before it is known', () => {
    expect(rangeQuery({ preset: 'yesterday', startDate: '', endDate: '' }, '2024-03-01')).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
    const browser = localToday();
    expect(rangeQuery({ preset: 'today', startDate: '', endDate: '' }, null)).toEqual({
      startDate: browser,
      endDate: browser,
    });
  });

  it('ask for custom days only when they make a valid range', () => {
    const custom = { preset: 'custom' as const, startDate: '2024-01-01', endDate: '2024-01-10' };
    expect(rangeQuery(custom, '2024-03-01')).toEqual({ startDate: '2024-01-01', endDate: '2024-01-10' });
    expect(rangeQuery({ ...custom, endDate: '2023-12-31' }, '2024-03-01')).toBeNull();
    expect(rangeQuery({ ...custom, endDate: addDays('2024-01-01', 93) }, '2024-03-01')).toBeNull();
  });

  it('name the browser day', () => {
    expect(localToday(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
