import { X } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '@/lib/ui-store';
import styles from './root-layout.module.css';
import { lazyChunk } from '@/lib/chunks';

// The member centre is its own chunk: a visitor never loads it, a member loads it on first opening.
const MemberCentre = lazyChunk(() => import('./member-centre').then((m) => ({ default: m.MemberCentre })));

/** The member-centre and agent-centre overlays (mcShow / acShow). */
export function CentreOverlay() {
  const mcShow = useUi((s) => s.mcShow);
  const acShow = useUi((s) => s.acShow);
  if (mcShow) {
    return (
      <Suspense fallback={null}>
        <MemberCentre />
      </Suspense>
    );
  }
  return acShow ? <AgentCentre /> : null;
}

/** The agent centre's pages arrive with their issue. */
function AgentCentre() {
  const { t } = useTranslation();
  const title = t('overlay.agentCentre');
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="agent-centre"
    >
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2>{title}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => useUi.getState().setAgentCentre(false)}
            aria-label={t('confirm.close')}
          >
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
