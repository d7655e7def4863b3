import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { useSystemStatus } from '@/lib/system';
import { InstallSteps, type Platform } from './install-steps';
import styles from './download.module.css';

const initialPlatform = (): Platform => (/android/i.test(navigator.userAgent) ? 'android' : 'ios');

/** The install steps in a compact modal, one tab per platform. */
export function DownloadGuideModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useSystemStatus().data?.info.brand.name ?? '';
  const [platform, setPlatform] = useState<Platform>(initialPlatform);
  return (
    <Modal title={t('downloadGuide.title')} onClose={onClose} testId="download-guide-modal">
      <p className={styles.guideLead}>{t('downloadGuide.lead', { brand })}</p>
      <Tabs
        value={platform}
        onChange={setPlatform}
        tabs={[
          { key: 'ios', label: t('downloadGuide.ios'), testId: 'guide-tab-ios' },
          { key: 'android', label: t('downloadGuide.android'), testId: 'guide-tab-android' },
        ]}
      />
      <InstallSteps platform={platform} brand={brand} compact />
      <div className={styles.guideActions}>
        <Button variant="accent" onClick={onClose}>
          {t('downloadGuide.done')}
        </Button>
      </div>
    </Modal>
  );
}
