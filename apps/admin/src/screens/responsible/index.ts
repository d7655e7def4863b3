import { lazy } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'responsible-gaming',
    title: 'Responsible gaming',
    group: 'Members',
    icon: ShieldAlert,
    component: lazy(() => import('./ResponsibleScreen')),
    order: 60,
  },
  {
    path: 'responsible-gaming/:memberId',
    title: 'Responsible gaming',
    group: 'Members',
    nav: false,
    component: lazy(() => import('./ResponsibleScreen')),
  },
];
