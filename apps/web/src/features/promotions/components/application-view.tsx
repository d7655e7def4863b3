import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Application } from '../api/promotion-calls';
import { useOwnerImage } from '../hooks/use-owner-image';
import styles from './promotions.module.css';

const STATUS_TONE = { applying: 'blue', rejected: 'red', approved: 'green' } as const;

/** The member's application as the operator sees it: status, date, remark and the proof images. */
export function ApplicationView({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <div className={styles.application} data-testid="application">
      <div className={styles.applicationHead}>
        <h3>{t('promo.application.title')}</h3>
        <span
          className={`${styles.badge} ${styles[`tone-${STATUS_TONE[application.status]}`]}`}
          data-testid="application-status"
        >
          {t(`promo.application.status.${application.status}`)}
        </span>
      </div>
      <p className={styles.muted}>{t('promo.application.sent', { date: application.createdDateStr })}</p>
      <p className={styles.remark}>{application.remark || t('promo.application.noRemark')}</p>
      {application.images.length > 0 ? (
        <ul className={styles.previews}>
          {application.images.map((url, i) => (
            <OwnerImage key={url} url={url} alt={t('promo.application.image', { n: i + 1 })} />
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>{t(`promo.application.next.${application.status}`)}</p>
    </div>
  );
}

function OwnerImage({ url, alt }: { url: string; alt: string }) {
  const { src, isError } = useOwnerImage(url);
  return (
    <li className={styles.preview}>
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} width={96} height={96} alt={alt} />
        </a>
      ) : (
        <span className={styles.placeholder} role="img" aria-label={alt}>
          {isError ? <ImageOff size={20} aria-hidden /> : null}
        </span>
      )}
    </li>
  );
}
