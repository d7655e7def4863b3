import { lazy } from 'react';
import { Trophy } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'games/sportsbook',
    title: 'Sportsbook fixtures',
    group: 'Games',
    icon: Trophy,
    component: lazy(() => import('./FixturesScreen')),
    order: 50,
  },
];
