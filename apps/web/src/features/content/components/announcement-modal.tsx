import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useNotices } from '../api/content-calls';
import { NoticeList } from './notice-list';
import styles from './notice-list.module.css';

type Props = {
  /** The notice open at first (a click in the notice bar); null opens with every row closed. */
  initialIndex: number | null;
  onClose: () => void;
};

/** The announcement popup: the player notices as expandable rows. */
export function AnnouncementModal({ initialIndex, onClose }: Props) {
  const { t } = useTranslation();
  const notices = useNotices('PL');
  return (
    <Modal title={t('notices.title')} onClose={onClose} large testId="announcement-modal">
      {notices.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : notices.data?.length ? (
        <NoticeList notices={notices.data} initialIndex={initialIndex} />
      ) : (
        <p className={styles.empty}>{t('notices.empty')}</p>
      )}
    </Modal>
  );
}
