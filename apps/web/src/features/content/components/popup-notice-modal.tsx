import type { Notice } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RichText } from '@/components/ui/rich-text';
import styles from './notice-list.module.css';

/** One pop-up announcement in the generic modal. */
export function PopupNoticeModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={notice.title} onClose={onClose} wide testId="popup-notice">
      <time className={styles.time} dateTime={notice.startDateStr.replace(' ', 'T')}>
        {notice.startDateStr}
      </time>
      <div className={styles.popupBody}>
        <RichText html={notice.content} />
      </div>
      <Button variant="accent" block onClick={onClose} data-testid="popup-notice-ok">
        {t('notices.gotIt')}
      </Button>
    </Modal>
  );
}
