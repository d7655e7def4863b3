import { lazy } from 'react';
import { BarChart3, Coins, Gamepad2, Gift, Handshake, TrendingUp, Users } from 'lucide-react';
import type { ScreenDef } from '../types';

const REPORT_READERS = ['owner', 'finance', 'viewer'] as const;

export const screens: ScreenDef[] = [
  {
    path: 'reports/ggr-days',
    title: 'GGR and NGR by day',
    group: 'Reports',
    icon: TrendingUp,
    roles: REPORT_READERS,
    component: lazy(() => import('./GgrDaysScreen')),
    order: 10,
  },
  {
    path: 'reports/ggr-vendors',
    title: 'GGR by vendor',
    group: 'Reports',
    icon: BarChart3,
    roles: REPORT_READERS,
    component: lazy(() => import('./GgrVendorsScreen')),
    order: 20,
  },
  {
    path: 'reports/ggr-games',
    title: 'GGR by game',
    group: 'Reports',
    icon: Gamepad2,
    roles: REPORT_READERS,
    component: lazy(() => import('./GgrGamesScreen')),
    order: 30,
  },
  {
    path: 'reports/players',
    title: 'Player profit and loss',
    group: 'Reports',
    icon: Users,
    component: lazy(() => import('./PlayersScreen')),
    order: 40,
  },
  {
    path: 'reports/payments',
    title: 'Payments',
    group: 'Reports',
    icon: Coins,
    roles: REPORT_READERS,
    component: lazy(() => import('./PaymentsScreen')),
    order: 50,
  },
  {
    path: 'reports/bonuses',
    title: 'Bonus and promotion cost',
    group: 'Reports',
    icon: Gift,
    roles: REPORT_READERS,
    component: lazy(() => import('./BonusesScreen')),
    order: 60,
  },
  {
    path: 'reports/commissions',
    title: 'Agent commissions',
    group: 'Reports',
    icon: Handshake,
    roles: REPORT_READERS,
    component: lazy(() => import('./CommissionsScreen')),
    order: 70,
  },
];
