import { lazy } from 'react';
import { Inbox } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'queues',
    title: 'Queues',
    group: 'Queues',
    icon: Inbox,
    component: lazy(() => import('./QueuesScreen')),
    order: 10,
  },
];
