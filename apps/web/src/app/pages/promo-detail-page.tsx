import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PromotionDetailView, usePromotionDetail } from '@/features/promotions';
import { ApiError } from '@/lib/api-client';
import { useRealAccount } from '../use-real-account';
import { ContentPage, PageStatus } from './content-page';
import styles from './content-page.module.css';

const idFrom = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};

/** /promoDetail?id=N: one promotion, and its application form when the member may apply. */
export default function PromoDetailPage() {
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const detail = usePromotionDetail(id);
  const requireRealAccount = useRealAccount();
  const missing = id === 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  return (
    <ContentPage testId="page-promoDetail">
      {missing ? (
        <NotFound />
      ) : detail.data ? (
        <PromotionDetailView detail={detail.data} requireRealAccount={requireRealAccount} />
      ) : (
        <PageStatus error={detail.isError} onRetry={() => void detail.refetch()} />
      )}
    </ContentPage>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.error} role="alert">
      <SearchX size={28} aria-hidden />
      <p>{t('promo.notFound')}</p>
      <Button variant="accent" onClick={() => void navigate(paths.promotions)}>
        {t('promo.allPromotions')}
      </Button>
    </div>
  );
}
