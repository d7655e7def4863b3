import type { PointReward } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointMall, RedeemNotice, pointConfigQuery, pointRewardsQuery } from '@/features/points';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { ContentPage, PageStatus } from './content-page';

/** /pointMall: the points shop to browse; redeeming comes with the member centre. */
export default function PointMallPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rewards = useQuery(pointRewardsQuery(language));
  const config = useQuery(pointConfigQuery());
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? '';
  const [asked, setAsked] = useState<PointReward | null>(null);
  const onRedeem = (reward: PointReward) => {
    if (!useSession.getState().token) useUi.getState().open('login');
    else setAsked(reward);
  };
  return (
    <ContentPage title={t('pointsPage.title')} lead={t('pointsPage.lead')} testId="page-pointMall">
      {rewards.data && config.data ? (
        <PointMall rewards={rewards.data} config={config.data} symbol={symbol} onRedeem={onRedeem} />
      ) : (
        <PageStatus
          error={rewards.isError || config.isError}
          onRetry={() => void Promise.all([rewards.refetch(), config.refetch()])}
        />
      )}
      {asked ? <RedeemNotice reward={asked} onClose={() => setAsked(null)} /> : null}
    </ContentPage>
  );
}
