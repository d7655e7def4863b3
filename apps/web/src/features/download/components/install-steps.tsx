import {
  CircleCheck,
  Compass,
  Download,
  EllipsisVertical,
  Globe,
  Share,
  SquarePlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './download.module.css';

export type Platform = 'ios' | 'android';

const STEPS: Record<Platform, { key: '1' | '2' | '3' | '4'; icon: LucideIcon }[]> = {
  ios: [
    { key: '1', icon: Compass },
    { key: '2', icon: Share },
    { key: '3', icon: SquarePlus },
    { key: '4', icon: CircleCheck },
  ],
  android: [
    { key: '1', icon: Globe },
    { key: '2', icon: EllipsisVertical },
    { key: '3', icon: Download },
    { key: '4', icon: CircleCheck },
  ],
};

/** Adding the site to the home screen, step by step, each with the icon the browser shows. */
export function InstallSteps({
  platform,
  brand,
  compact,
}: {
  platform: Platform;
  brand: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className={`${styles.steps} ${compact ? styles.stepsCompact : ''}`} data-testid={`steps-${platform}`}>
      {STEPS[platform].map(({ key, icon: Icon }, i) => (
        <li key={key} className={styles.step}>
          <span className={styles.stepIcon} aria-hidden>
            <Icon size={compact ? 18 : 22} />
            <span className={styles.stepNumber}>{i + 1}</span>
          </span>
          <span className={styles.stepText}>
            <strong>{t(`downloadPage.steps.${platform}.${key}.title`, { brand })}</strong>
            <span>{t(`downloadPage.steps.${platform}.${key}.text`, { brand })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
