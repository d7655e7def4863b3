import { lazy } from 'react';
import { Settings2 } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'brand/settings',
    title: 'Brand settings',
    group: 'Brand',
    icon: Settings2,
    component: lazy(() => import('./BrandSettingsScreen')),
    order: 10,
  },
];
