import { lazy } from 'react';
import { Cpu, Gamepad2, Store } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'games/vendors',
    title: 'Vendors',
    group: 'Games',
    icon: Store,
    component: lazy(() => import('./VendorsScreen')),
    order: 10,
  },
  {
    path: 'games/list',
    title: 'Games',
    group: 'Games',
    icon: Gamepad2,
    component: lazy(() => import('./GamesScreen')),
    order: 20,
  },
  {
    path: 'games/house',
    title: 'In-house settings',
    group: 'Games',
    icon: Cpu,
    component: lazy(() => import('./HouseScreen')),
    order: 30,
  },
];
