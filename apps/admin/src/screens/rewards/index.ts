import { lazy } from 'react';
import { BadgeCheck, ClipboardCheck, Crown, Gift, Target } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'rewards/promotions',
    title: 'Promotions',
    group: 'Rewards',
    icon: Gift,
    component: lazy(() => import('./PromotionsScreen')),
    order: 10,
  },
  {
    path: 'rewards/applications',
    title: 'Applications',
    group: 'Rewards',
    icon: ClipboardCheck,
    component: lazy(() => import('./ApplicationsScreen')),
    order: 20,
  },
  {
    path: 'rewards/vip',
    title: 'VIP levels',
    group: 'Rewards',
    icon: Crown,
    component: lazy(() => import('./VipScreen')),
    order: 30,
  },
  {
    path: 'rewards/shop',
    title: 'Points shop',
    group: 'Rewards',
    icon: BadgeCheck,
    component: lazy(() => import('./ShopScreen')),
    order: 40,
  },
  {
    path: 'rewards/missions',
    title: 'Missions',
    group: 'Rewards',
    icon: Target,
    component: lazy(() => import('./MissionsScreen')),
    order: 50,
  },
];
