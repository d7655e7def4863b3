import type { PointReward } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/lib/data-changes';
import {
  ConvertDialog,
  PointDetailDialog,
  PointMall,
  PointsSummary,
  RedeemDialog,
  RedeemHistoryDialog,
  pointBalanceQuery,
  pointConfigQuery,
  pointRewardsQuery,
  type PointDialog,
} from '@/features/points';
import { overviewQuery } from '@/features/security/api/security-calls';
import { useLanguage } from '@/lib/i18n';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { ContentPage, PageStatus } from './content-page';

/**
 * /pointMall: the points shop. Anyone browses; a member sees their points and redeems, converts and
 * reads the detail and history in dialogs; a visitor gets the login popup, a trial account the trial dialog.
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const member = token !== null && accountType !== TRIAL_ACCOUNT_TYPE;
  const rewards = useQuery(pointRewardsQuery(language));
  const config = useQuery(pointConfigQuery());
  const balance = useQuery({ ...pointBalanceQuery(token), enabled: member });
  // Redeeming and converting need a payment password: the dialogs say so before the form when it is missing.
  const security = useQuery({ ...overviewQuery(token), enabled: member });
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? '';
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [dialog, setDialog] = useState<PointDialog | null>(null);
  const moneyChanged = () => announce('money');

  /** Signed-out visitors log in first; trial accounts are told to use a real account. */
  const gate = (then: () => void) => {
    if (!useSession.getState().token) useUi.getState().open('login');
    else if (useSession.getState().accountType === TRIAL_ACCOUNT_TYPE) useUi.getState().open('trial');
    else then();
  };
  const close = () => setDialog(null);
  const paymentPassword = security.data
    ? {
        set: security.data.paymentPasswordSet,
        onSet: () => {
          setRedeeming(null);
          close();
          useUi.getState().openMemberCentre('securityCenter');
        },
      }
    : undefined;

  return (
    <ContentPage title={t('pointsPage.title')} lead={t('pointsPage.lead')} testId="page-pointMall">
      {member ? <PointsSummary balance={balance.data} onOpen={(d) => gate(() => setDialog(d))} /> : null}
      {rewards.data && config.data ? (
        <PointMall
          rewards={rewards.data}
          config={config.data}
          symbol={symbol}
          onRedeem={(reward) => gate(() => setRedeeming(reward))}
        />
      ) : (
        <PageStatus
          error={rewards.isError || config.isError}
          onRetry={() => void Promise.all([rewards.refetch(), config.refetch()])}
        />
      )}
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          points={balance.data?.points}
          symbol={symbol}
          onClose={() => setRedeeming(null)}
          onShowHistory={() => {
            setRedeeming(null);
            setDialog('history');
          }}
          onMoneyChanged={moneyChanged}
          paymentPassword={paymentPassword}
        />
      ) : null}
      {dialog === 'detail' ? <PointDetailDialog onClose={close} /> : null}
      {dialog === 'history' ? <RedeemHistoryDialog symbol={symbol} onClose={close} /> : null}
      {dialog === 'convert' && balance.data ? (
        <ConvertDialog
          balance={balance.data}
          symbol={symbol}
          onClose={close}
          onMoneyChanged={moneyChanged}
          paymentPassword={paymentPassword}
        />
      ) : null}
    </ContentPage>
  );
}
