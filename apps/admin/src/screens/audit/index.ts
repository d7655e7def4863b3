import { lazy } from 'react';
import { ScrollText } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'audit',
    title: 'Audit log',
    group: 'Operators',
    icon: ScrollText,
    roles: ['owner'],
    component: lazy(() => import('./AuditScreen')),
    order: 50,
  },
];
