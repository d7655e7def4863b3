import { PROMOTION_IMAGE_SIZE, type PromotionDetail } from '@platform/contracts';
import { ArrowLeft, CalendarDays, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { paths } from '@/config/paths';
import { useUi } from '@/lib/ui-store';
import { useApplicationSent } from '../hooks/use-promotions';
import { ApplicationView } from './application-view';
import { ApplyForm } from './apply-form';
import { period } from './period';
import { CAN_APPLY } from './promotion-state';
import { StateBadge } from './state-badge';
import styles from './promotions.module.css';

type Props = {
  detail: PromotionDetail;
  requireRealAccount: (action: () => void) => void;
};

/** One promotion: its picture, dates and state, the full terms, and the way to take part. */
export function PromotionDetailView({ detail, requireRealAccount }: Props) {
  const { t } = useTranslation();
  const onApplied = useApplicationSent(detail.id);
  return (
    <article className={styles.detail} data-testid="promotion-detail">
      <Link to={paths.promotions} className={styles.back}>
        <ArrowLeft size={16} aria-hidden /> {t('promo.back')}
      </Link>
      <header className={styles.detailHead}>
        <div className={styles.detailMedia}>
          <img
            src={detail.imageUrl}
            width={PROMOTION_IMAGE_SIZE.width}
            height={PROMOTION_IMAGE_SIZE.height}
            alt={detail.title}
            fetchPriority="high"
          />
        </div>
        <div className={styles.detailFacts}>
          <StateBadge state={detail.state} />
          <h1>{detail.title}</h1>
          <p className={styles.summary}>{detail.summary}</p>
          <p className={styles.period}>
            <CalendarDays size={16} aria-hidden />
            {period(t, detail.startDateStr, detail.endDateStr)}
          </p>
          <p className={styles.mode}>
            <Info size={16} aria-hidden /> {t(`promo.mode.${detail.mode}`)}
          </p>
        </div>
      </header>
      <div
        className={`${styles.detailBody} ${detail.mode === 'apply' || detail.mode === 'deposit' ? styles.withPanel : ''}`}
      >
        <section className={styles.terms} aria-labelledby="promo-terms">
          <h2 id="promo-terms">{t('promo.terms')}</h2>
          <RichText html={detail.content} />
        </section>
        {detail.mode === 'apply' ? (
          <aside className={styles.panel} aria-labelledby="promo-apply">
            <h2 id="promo-apply">{t('promo.apply.title')}</h2>
            {detail.application ? <ApplicationView application={detail.application} /> : null}
            {CAN_APPLY.includes(detail.state) ? (
              <>
                {detail.application ? <p className={styles.muted}>{t('promo.apply.again')}</p> : null}
                <ApplyForm
                  promotionId={detail.id}
                  requireRealAccount={requireRealAccount}
                  onApplied={onApplied}
                />
              </>
            ) : detail.application ? null : (
              <p className={styles.notice}>{t(`promo.closedNote.${closedNote(detail.state)}`)}</p>
            )}
          </aside>
        ) : detail.mode === 'deposit' ? (
          <aside className={styles.panel} aria-labelledby="promo-deposit">
            <h2 id="promo-deposit">{t('promo.deposit.title')}</h2>
            <p>{t('promo.deposit.text')}</p>
            <Button
              block
              onClick={() => requireRealAccount(() => useUi.getState().openDeposit(detail.id))}
              data-testid="promo-deposit"
            >
              {t('promo.deposit.button')}
            </Button>
          </aside>
        ) : null}
      </div>
    </article>
  );
}

/** Why a promotion takes no application now. */
const closedNote = (state: PromotionDetail['state']) =>
  state === 'comingSoon' ? 'soon' : state === 'registrationClosed' ? 'ended' : 'other';
