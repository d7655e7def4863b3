import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
// By path, not from the feature's index: the list's page carries neither the detail's form nor its
// sanitizer.
import { ALL, PromotionList } from '@/features/promotions/components/promotion-list';
import { usePromotions } from '@/features/promotions/hooks/use-promotions';
import { ContentPage, PageStatus } from './content-page';

/** /promotions: every promotion by category; the chosen tab stays in the address for the way back. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  return (
    <ContentPage title={t('promo.title')} lead={t('promo.lead')} testId="page-promotions">
      {promotions.data ? (
        <PromotionList
          data={promotions.data}
          category={category}
          onCategory={(code) => setParams(code === ALL ? {} : { category: code }, { replace: true })}
        />
      ) : (
        <PageStatus error={promotions.isError} onRetry={() => void promotions.refetch()} />
      )}
    </ContentPage>
  );
}
