import { lazy } from 'react';
import { Ticket } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'games/lottery',
    title: 'Lottery draws',
    group: 'Games',
    icon: Ticket,
    component: lazy(() => import('./NumerosScreen')),
    order: 40,
  },
];
