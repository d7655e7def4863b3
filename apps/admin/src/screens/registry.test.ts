import { lazy } from 'react';
import type { OperatorProfile, OperatorRoleName } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { allScreens, collectScreens, homeFor, navFor, screensFor } from './registry';
import type { ScreenDef } from './types';

const component = lazy(async () => ({ default: () => null }));
const screens: ScreenDef[] = [
  { path: 'members', title: 'Members', group: 'Members', component, roles: ['owner', 'support', 'viewer'] },
  { path: 'members/:memberId', title: 'Member', group: 'Members', component, nav: false },
  {
    path: 'withdrawals',
    title: 'Withdrawals',
    group: 'Finance',
    component,
    roles: ['owner', 'finance'],
    order: 2,
  },
  { path: 'deposits', title: 'Deposits', group: 'Finance', component, roles: ['owner', 'finance'], order: 1 },
  {
    path: 'dashboard',
    title: 'Dashboard',
    group: 'Overview',
    component,
    home: true,
    roles: ['owner', 'finance'],
  },
  { path: 'operators', title: 'Operators', group: 'Operators', component, roles: ['owner'] },
  { path: 'zeta', title: 'Zeta', group: 'Zeta tools', component },
];

const as = (role: OperatorRoleName): OperatorProfile => ({
  username: role,
  role,
  merchant: 'demo',
  lastLoginAt: null,
  totpEnabled: true,
  totpSetupRequired: false,
});
const titles = (role: OperatorRoleName) =>
  navFor(as(role), screens).map((g) => [g.group, g.items.map((s) => s.title)]);

describe('the screen registry', () => {
  it('lists for each role only the screens its role may open, grouped in order', () => {
    expect(titles('owner')).toEqual([
      ['Overview', ['Dashboard']],
      ['Members', ['Members']],
      ['Finance', ['Deposits', 'Withdrawals']],
      ['Operators', ['Operators']],
      ['Zeta tools', ['Zeta']],
    ]);
    expect(titles('finance')).toEqual([
      ['Overview', ['Dashboard']],
      ['Finance', ['Deposits', 'Withdrawals']],
      ['Zeta tools', ['Zeta']],
    ]);
    expect(titles('support')).toEqual([
      ['Members', ['Members']],
      ['Zeta tools', ['Zeta']],
    ]);
    expect(titles('viewer')).toEqual(titles('support'));
    expect(navFor(null, screens)).toEqual([]);
  });

  it('routes detail pages without listing them, and never routes a screen of another role', () => {
    expect(screensFor(as('support'), screens).map((s) => s.path)).toEqual([
      'members',
      'members/:memberId',
      'zeta',
    ]);
    expect(screensFor(as('viewer'), screens).some((s) => s.path === 'operators')).toBe(false);
  });

  it('lands on the home screen the role may open, else the first of its nav', () => {
    expect(homeFor(as('owner'), screens)).toBe('/dashboard');
    expect(homeFor(as('support'), screens)).toBe('/members');
    expect(homeFor(as('support'), [])).toBe('/session');
  });

  it('finds the areas of the app and skips a folder exporting no screens', () => {
    expect(allScreens.map((s) => s.path)).toEqual(expect.arrayContaining(['session', 'queues', 'operators']));
    expect(allScreens.find((s) => s.path === 'operators')?.roles).toEqual(['owner']);
    expect(collectScreens({ './a/index.ts': { screens: [screens[0]!] }, './b/index.ts': {} })).toHaveLength(
      1,
    );
  });
});
