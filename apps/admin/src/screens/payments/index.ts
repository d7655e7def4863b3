import { lazy } from 'react';
import { Banknote, CreditCard, FileWarning, Landmark } from 'lucide-react';
import type { ScreenDef } from '../types';

export const screens: ScreenDef[] = [
  {
    path: 'payments/queues',
    title: 'Deposits and withdrawals',
    group: 'Finance',
    icon: Banknote,
    component: lazy(() => import('./PaymentQueuesScreen')),
    order: 10,
  },
  {
    path: 'payments/not-received',
    title: 'Not received',
    group: 'Finance',
    icon: FileWarning,
    component: lazy(() => import('./NotReceivedScreen')),
    order: 20,
  },
  {
    path: 'payments/channels',
    title: 'Channels and limits',
    group: 'Finance',
    icon: CreditCard,
    component: lazy(() => import('./ChannelsScreen')),
    order: 30,
  },
  {
    path: 'payments/bank-accounts',
    title: 'Bank accounts',
    group: 'Finance',
    icon: Landmark,
    component: lazy(() => import('./BankAccountsScreen')),
    order: 40,
  },
];
