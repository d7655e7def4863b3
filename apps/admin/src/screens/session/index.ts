import { lazy } from 'react';
import { UserRound } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'session',
    title: 'My session',
    group: 'Account',
    icon: UserRound,
    component: lazy(() => import('./MySession')),
    order: 10,
  },
];
