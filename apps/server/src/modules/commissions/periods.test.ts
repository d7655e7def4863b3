import { describe, expect, it } from 'vitest';
import { agentRange, closedPeriods, periodAt } from './periods.js';

const ZONE = 'Asia/Manila';
// 2026-03-11 (a Wednesday) 10:17 in Manila.
const at = new Date('2026-03-11T02:17:00Z');

describe('settlement periods in the brand zone', () => {
  it('names each kind and cycle', () => {
    expect(periodAt('daily', undefined, at, ZONE)).toMatchObject({
      key: '2026-03-11',
      from: new Date('2026-03-10T16:00:00Z'),
      to: new Date('2026-03-11T16:00:00Z'),
    });
    expect(periodAt('dividend', 'W', at, ZONE)).toMatchObject({ key: 'W:2026-03-09', endDate: '2026-03-15' });
    expect(periodAt('dividend', 'H', at, ZONE)).toMatchObject({ key: 'H:2026-03-01', endDate: '2026-03-15' });
    expect(periodAt('dividend', 'H', new Date('2026-02-20T02:00:00Z'), ZONE)).toMatchObject({
      key: 'H:2026-02-16',
      endDate: '2026-02-28',
    });
    expect(periodAt('dividend', 'M', at, ZONE)).toMatchObject({ key: 'M:2026-03-01', endDate: '2026-03-31' });
    expect(periodAt('hourly', undefined, at, ZONE).key).toBe('H:2026-03-11T02:00:00.000Z');
    expect(periodAt('realtime', undefined, at, ZONE).key).toBe('T:2026-03-11T02:15:00.000Z');
  });

  it('lists the closed periods that begin after the signing', () => {
    const list = closedPeriods('hourly', undefined, at, new Date('2026-03-11T05:30:00Z'), ZONE);
    expect(list.map((p) => p.key)).toEqual(['H:2026-03-11T03:00:00.000Z', 'H:2026-03-11T04:00:00.000Z']);
    expect(closedPeriods('dividend', 'W', at, new Date('2026-03-16T00:00:00Z'), ZONE)).toEqual([]);
  });

  it('resolves the agent-centre presets', () => {
    expect(agentRange({ period: 'thisWeek' }, ZONE, at)).toMatchObject({
      startDate: '2026-03-09',
      endDate: '2026-03-11',
    });
    expect(agentRange({ period: 'lastWeek' }, ZONE, at)).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
    expect(agentRange({ period: 'lastMonth' }, ZONE, at)).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(() => agentRange({ period: 'custom', startDate: '2026-01-01' }, ZONE, at)).toThrow('endDate');
  });
});
