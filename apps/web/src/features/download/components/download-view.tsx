import type { Resource } from '@platform/contracts';
import {
  BookOpen,
  CircleCheck,
  Download,
  ShieldCheck,
  Smartphone,
  TabletSmartphone,
  Zap,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { InstallSteps, type Platform } from './install-steps';
import { QrCode } from '@/components/ui/qr-code';
import styles from './download.module.css';

type Props = {
  brand: string;
  resources: Resource[];
  onOpenGuide: () => void;
};

const absolute = (url: string) => new URL(url, window.location.origin).href;

const isStandalone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/** The app download page: install the site on iOS or Android, with QR codes to open it on a phone. */
export function DownloadView({ brand, resources, onOpenGuide }: Props) {
  const { t } = useTranslation();
  const pageUrl = `${window.location.origin}/down`;
  const link = (type: 'APP_IOS' | 'APP_ANDROID') => {
    const resource = resources.find((r) => r.resourceType === type);
    return resource ? absolute(resource.url) : null;
  };
  return (
    <div className={styles.view}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('downloadPage.eyebrow')}</p>
          <h1 className={styles.title}>{t('downloadPage.title', { brand })}</h1>
          <p className={styles.lead}>{t('downloadPage.lead', { brand })}</p>
          <ul className={styles.points}>
            <li>
              <Zap size={18} aria-hidden /> {t('downloadPage.points.fast')}
            </li>
            <li>
              <ShieldCheck size={18} aria-hidden /> {t('downloadPage.points.secure')}
            </li>
            <li>
              <CircleCheck size={18} aria-hidden /> {t('downloadPage.points.sameAccount')}
            </li>
          </ul>
          <div className={styles.heroActions}>
            <InstallButton />
            <Button variant="ghost" onClick={onOpenGuide} data-testid="open-download-guide">
              <BookOpen size={18} aria-hidden /> {t('downloadPage.openGuide')}
            </Button>
          </div>
          <div className={styles.scan}>
            <QrCode value={pageUrl} size={112} label={t('downloadPage.qrLabel', { url: pageUrl })} />
            <div>
              <strong>{t('downloadPage.scanTitle')}</strong>
              <p>{t('downloadPage.scanText')}</p>
            </div>
          </div>
        </div>
        <div className={styles.phone}>
          <img
            src="/art/download/phone.svg"
            width={360}
            height={720}
            alt={t('downloadPage.phoneAlt', { brand })}
            fetchPriority="high"
          />
        </div>
      </section>

      <div className={styles.platforms}>
        <PlatformCard platform="ios" brand={brand} url={link('APP_IOS')} />
        <PlatformCard platform="android" brand={brand} url={link('APP_ANDROID')} />
      </div>
      <p className={styles.note}>{t('downloadPage.liteNote', { brand })}</p>
    </div>
  );
}

function PlatformCard({ platform, brand, url }: { platform: Platform; brand: string; url: string | null }) {
  const { t } = useTranslation();
  const Icon = platform === 'ios' ? Smartphone : TabletSmartphone;
  return (
    <section className={styles.platform} id={platform} aria-labelledby={`${platform}-title`}>
      <header className={styles.platformHeader}>
        <span className={styles.platformIcon} aria-hidden>
          <Icon size={24} />
        </span>
        <div>
          <h2 id={`${platform}-title`}>{t(`downloadPage.${platform}.title`)}</h2>
          <p>{t(`downloadPage.${platform}.subtitle`)}</p>
        </div>
        {url ? (
          <div className={styles.platformQr}>
            <QrCode value={url} size={96} label={t('downloadPage.qrLabel', { url })} />
          </div>
        ) : null}
      </header>
      <InstallSteps platform={platform} brand={brand} />
      {platform === 'android' ? (
        <div className={styles.platformFoot}>
          <InstallButton />
          <p className={styles.hint}>{t('downloadPage.android.noButton')}</p>
        </div>
      ) : (
        <div className={styles.platformFoot}>
          <p className={styles.hint}>{t('downloadPage.ios.safariOnly')}</p>
        </div>
      )}
    </section>
  );
}

/** Shown only when the browser offers to install the site (Chrome, Edge, Samsung Internet...). */
function InstallButton() {
  const { t } = useTranslation();
  const { available, install } = useInstallPrompt();
  const [installed, setInstalled] = useState(isStandalone);
  if (installed)
    return (
      <p className={styles.installed} role="status">
        <CircleCheck size={18} aria-hidden /> {t('downloadPage.installed')}
      </p>
    );
  if (!available) return null;
  return (
    <Button
      variant="accent"
      onClick={() => void install().then((accepted) => accepted && setInstalled(true))}
      data-testid="install-app"
    >
      <Download size={18} aria-hidden /> {t('downloadPage.install')}
    </Button>
  );
}
