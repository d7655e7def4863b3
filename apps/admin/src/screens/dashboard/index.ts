import { lazy } from 'react';
import { LayoutDashboard } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'dashboard',
    title: 'Dashboard',
    group: 'Overview',
    icon: LayoutDashboard,
    component: lazy(() => import('./DashboardScreen')),
    order: 10,
    home: true,
  },
];
