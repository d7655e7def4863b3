import { lazy } from 'react';
import { UserCog } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'operators',
    title: 'Operators',
    group: 'Operators',
    icon: UserCog,
    roles: ['owner'],
    component: lazy(() => import('./OperatorsScreen')),
    order: 10,
  },
];
