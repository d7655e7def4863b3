import { BANNER_SIZE, LINKAGE_TYPES, type Banner } from '@platform/contracts';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUi } from '@/lib/ui-store';
import styles from './banner-strip.module.css';

type Props = {
  banner: Banner;
  /** The first banner is the page's largest paint: loaded at once, with high priority. */
  first: boolean;
  compact?: boolean;
};

/** What a click on a banner does, from its linkage type; `none` when it does nothing. */
export function bannerTarget(banner: Banner) {
  const link = banner.linkUrl?.trim() ?? '';
  switch (banner.linkageType) {
    case LINKAGE_TYPES.route:
      return link.startsWith('/') ? ({ kind: 'route', to: link } as const) : ({ kind: 'none' } as const);
    case LINKAGE_TYPES.external:
      return /^https?:\/\//i.test(link)
        ? ({ kind: 'external', href: link } as const)
        : ({ kind: 'none' } as const);
    case LINKAGE_TYPES.promotion:
      return link
        ? ({ kind: 'route', to: `${paths.promoDetail}?id=${encodeURIComponent(link)}` } as const)
        : ({ kind: 'none' } as const);
    case LINKAGE_TYPES.register:
      return { kind: 'register' } as const;
    default:
      return { kind: 'none' } as const;
  }
}

/** One banner: the artwork at 4:1, its localized title over the left part, and its call to action. */
export function BannerSlide({ banner, first, compact }: Props) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  const cta =
    target.kind === 'register'
      ? t('banner.register')
      : banner.linkageType === LINKAGE_TYPES.promotion
        ? t('banner.promotion')
        : t('banner.more');

  const body: ReactNode = (
    <>
      <img
        className={styles.image}
        src={banner.url}
        alt={banner.title}
        width={BANNER_SIZE.width}
        height={BANNER_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        draggable={false}
      />
      {banner.title ? (
        <span className={styles.caption} aria-hidden>
          <span className={styles.title}>{banner.title}</span>
          {target.kind === 'none' || compact ? null : (
            <span className={styles.cta}>
              {cta} <ChevronRight size={16} aria-hidden />
            </span>
          )}
        </span>
      ) : null}
    </>
  );

  const className = `${styles.slide} ${compact ? styles.compact : ''}`;
  const testId = `banner-${banner.bannerId}`;
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={className} data-testid={testId}>
          {body}
        </Link>
      );
    case 'external':
      return (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          data-testid={testId}
        >
          {body}
        </a>
      );
    case 'register':
      return (
        <button
          type="button"
          className={className}
          onClick={() => useUi.getState().open('register')}
          data-testid={testId}
        >
          {body}
        </button>
      );
    default:
      return (
        <div className={className} data-testid={testId}>
          {body}
        </div>
      );
  }
}
