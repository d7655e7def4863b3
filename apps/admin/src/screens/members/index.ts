import { lazy } from 'react';
import { HandCoins, MessageSquareText, Users } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'members',
    title: 'Members',
    group: 'Members',
    icon: Users,
    component: lazy(() => import('./MembersScreen')),
    order: 10,
  },
  {
    path: 'members/:memberId',
    title: 'Member',
    group: 'Members',
    nav: false,
    component: lazy(() => import('./MemberScreen')),
  },
  {
    path: 'adjustments',
    title: 'Balance adjustments',
    group: 'Members',
    icon: HandCoins,
    component: lazy(() => import('./AdjustmentsScreen')),
    order: 20,
  },
  {
    path: 'feedback',
    title: 'Feedback',
    group: 'Members',
    icon: MessageSquareText,
    component: lazy(() => import('./FeedbackScreen')),
    order: 30,
  },
];
