import type { MessageDetail, MessageSummary } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { messageListQuery } from '../api/message-calls';
import { useDeleteMessage, useReadAllMessages, useReadMessage } from '../hooks/use-messages';
import { ListState } from '@/components/ui/list-state';
import styles from './messages.module.css';

/** messageV2: the member's platform messages; opening one reads it, and the unread count follows. */
export function MessagesInbox() {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<MessageSummary | null>(null);
  const [detail, setDetail] = useState<MessageDetail | null>(null);
  const [doomed, setDoomed] = useState<MessageSummary | null>(null);
  const query = useQuery(messageListQuery(token, pageNo));
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();
  const data = query.data;

  const open = (message: MessageSummary) => {
    setOpened(message);
    setDetail(null);
    read.mutate(message.id, {
      onSuccess: setDetail,
      onError: (error) => showToast(errorText(error), 'error'),
    });
  };
  const close = () => {
    setOpened(null);
    setDetail(null);
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        if (opened?.id === doomed.id) close();
        setDoomed(null);
        // The last message of a page gone: show the page before.
        if (data && data.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      },
      onError: (error) => {
        setDoomed(null);
        showToast(errorText(error), 'error');
      },
    });
  };

  return (
    <section className={styles.page} data-testid="messages-inbox">
      <div className={styles.toolbar}>
        <h3 className={styles.title}>{t('memberCentre.menu.messageV2')}</h3>
        {data && data.unreadCount > 0 ? (
          <Button
            size="small"
            variant="subtle"
            onClick={() =>
              readAll.mutate(undefined, { onError: (error) => showToast(errorText(error), 'error') })
            }
            disabled={readAll.isPending}
            data-testid="read-all"
          >
            <CheckCheck size={16} aria-hidden /> {t('inbox.readAll')}
          </Button>
        ) : null}
      </div>
      {data ? (
        <p className={styles.muted} data-testid="inbox-unread">
          {t('inbox.unreadCount', { n: data.unreadCount })}
        </p>
      ) : null}
      {query.isError && !data ? (
        <ListState
          kind="error"
          title={t('missions.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ListState kind="loading" />
      ) : data.list.length === 0 ? (
        <ListState kind="empty" title={t('inbox.empty')} hint={t('inbox.emptyHint')} testId="inbox-empty" />
      ) : (
        <ul className={styles.list} data-testid="message-list">
          {data.list.map((m) => (
            <li
              key={m.id}
              className={`${styles.item} ${m.read ? '' : styles.unread}`}
              data-testid={`message-${m.id}`}
            >
              <button type="button" className={styles.open} onClick={() => open(m)}>
                <span
                  className={`${styles.dot} ${m.read ? styles.readDot : ''}`}
                  aria-label={m.read ? undefined : t('inbox.unread')}
                  role={m.read ? undefined : 'img'}
                />
                <span className={styles.itemTitle}>{m.title}</span>
                <span className={styles.itemTime}>{zoned(m.createdDateStr, zone)}</span>
                <span className={styles.itemPreview}>{m.preview}</span>
              </button>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => setDoomed(m)}
                aria-label={t('inbox.deleteOne', { title: m.title })}
                data-testid={`delete-${m.id}`}
              >
                <Trash2 size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <Pagination
          page={data.pageNo}
          totalPages={data.totalPages}
          onChange={setPageNo}
          disabled={query.isFetching}
        />
      ) : null}
      {opened ? (
        <Modal title={detail?.title ?? opened.title} onClose={close} wide testId="message-detail">
          <p className={styles.muted}>{zoned(opened.createdDateStr, zone)}</p>
          {detail ? (
            <p className={styles.body} data-testid="message-body">
              {detail.body}
            </p>
          ) : read.isError ? (
            <ListState kind="error" title={t('missions.loadFailed')} message={errorText(read.error)} />
          ) : (
            <ListState kind="loading" />
          )}
          <div className={styles.actions}>
            <Button variant="subtle" onClick={() => setDoomed(opened)}>
              <Trash2 size={16} aria-hidden /> {t('inbox.delete')}
            </Button>
            <Button onClick={close}>{t('confirm.close')}</Button>
          </div>
        </Modal>
      ) : null}
      {doomed ? (
        <ConfirmDialog
          title={t('inbox.deleteTitle')}
          text={t('inbox.deleteText', { title: doomed.title })}
          confirmLabel={t('inbox.delete')}
          onConfirm={confirmDelete}
          onCancel={() => setDoomed(null)}
          busy={remove.isPending}
          testId="delete-confirm"
        />
      ) : null}
    </section>
  );
}
