import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUi } from '@/lib/ui-store';
import styles from './root-layout.module.css';

/** The member-centre and agent-centre overlays (mcShow / acShow); their pages arrive with their issues. */
export function CentreOverlay() {
  const { t } = useTranslation();
  const { mcShow, acShow, setMemberCentre, setAgentCentre } = useUi();
  if (!mcShow && !acShow) return null;
  const title = t(mcShow ? 'overlay.memberCentre' : 'overlay.agentCentre');
  const close = () => (mcShow ? setMemberCentre(false) : setAgentCentre(false));
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid={mcShow ? 'member-centre' : 'agent-centre'}
    >
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2>{title}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('confirm.close')}>
            <X size={18} aria-hidden />
          </button>
        </div>
        <div className={styles.panelBody}>
          <p>{t('pages.opensSoon')}</p>
        </div>
      </div>
    </div>
  );
}
