import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// By path, not from the feature's index: the page carries the member query only.
import { useMemberInfo } from '@/features/member/api/member-calls';
import { VipOverview, vipLevelsQuery } from '@/features/vip';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { ContentPage, PageStatus } from './content-page';

/** /vip: the levels and their benefits, with the member's own level highlighted. */
export default function VipPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const levels = useQuery(vipLevelsQuery(language));
  const token = useSession((s) => s.token);
  const member = useMemberInfo();
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? '';
  const rank = token ? (member.data?.memberLabel[0]?.rankLevel ?? null) : null;
  return (
    <ContentPage title={t('vipPage.title')} lead={t('vipPage.lead')} testId="page-vip">
      {levels.data ? (
        <VipOverview
          levels={levels.data}
          current={rank}
          symbol={symbol}
          onLogin={token ? undefined : () => useUi.getState().open('login')}
        />
      ) : (
        <PageStatus error={levels.isError} onRetry={() => void levels.refetch()} />
      )}
    </ContentPage>
  );
}
