import type { Room } from '@platform/contracts';
import { Loader2, RefreshCw, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSystemStatus } from '@/lib/system';
import type { LaunchEntry } from '../hooks/launch-entry';
import { useRoomPicker } from '../hooks/use-room-picker';
import styles from './room-picker.module.css';

/** An amount kept on one line (its symbol with it). */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

/** A room's seats as dots, taken ones filled, with the count beside them. */
function SeatDots({ taken, total }: { taken: number; total: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.seats}>
      <span
        className={styles.dots}
        role="img"
        aria-label={t('rooms.seatsTaken', { taken, total })}
        data-testid="seat-dots"
      >
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={i < taken ? `${styles.dot} ${styles.taken}` : styles.dot} />
        ))}
      </span>
      <span aria-hidden>
        {taken}/{total}
      </span>
    </span>
  );
}

/** Why a room's launch was refused, scrolled into view below the room's button. */
function Refusal({ text }: { text: string }) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => shown.current?.scrollIntoView?.({ block: 'nearest' }), [text]);
  return (
    <p ref={shown} className={styles.refusal} role="alert" data-testid="room-refusal">
      {text}
    </p>
  );
}

type RoomProps = {
  room: Room;
  symbol: string;
  /** The member's balance, once known. */
  balance: number | undefined;
  choosing: boolean;
  /** Why the last choice of this room was refused. */
  refusal: string | undefined;
  /** Another room is being launched. */
  busy: boolean;
  onChoose: () => void;
};

function RoomCard({ room, symbol, balance, choosing, refusal, busy, onChoose }: RoomProps) {
  const { t } = useTranslation();
  const full = room.seatsTaken >= room.seatsTotal;
  const short = balance !== undefined && balance < room.minBalance;
  const level = t(`rooms.level_${room.level}`, {
    defaultValue: room.level.charAt(0).toUpperCase() + room.level.slice(1),
  });
  return (
    <li className={`${styles.room} ${full ? styles.full : ''}`} data-testid={`room-${room.roomId}`}>
      <div className={styles.head}>
        <div>
          <h3 className={styles.level}>{level}</h3>
          <span className={styles.code}>{room.code}</span>
        </div>
        <span className={`${styles.state} ${styles[room.state]}`} data-testid="room-state">
          {t(`rooms.state_${room.state}`)}
        </span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('rooms.baseBet')}</dt>
          <dd>{money(room.baseBet, symbol)}</dd>
        </div>
        <div>
          <dt>{t('rooms.minBalance')}</dt>
          <dd>{money(room.minBalance, symbol)}</dd>
        </div>
        <div>
          <dt>{t('rooms.rake')}</dt>
          <dd>{t('rooms.percent', { value: room.rakePercent })}</dd>
        </div>
      </dl>
      <div className={styles.foot}>
        <SeatDots taken={room.seatsTaken} total={room.seatsTotal} />
        <button
          type="button"
          className={styles.sit}
          onClick={onChoose}
          disabled={full || busy}
          aria-label={full ? undefined : t('rooms.sitAt', { level, code: room.code })}
          data-testid="sit"
        >
          {choosing ? <Loader2 size={16} aria-hidden className={styles.spin} /> : null}
          {full ? t('rooms.full') : t('rooms.sit')}
        </button>
      </div>
      {short && !full && !refusal ? (
        <p className={styles.short} data-testid="below-minimum">
          {t('rooms.belowMinimum', { amount: unbroken(money(room.minBalance, symbol)) })}
        </p>
      ) : null}
      {refusal ? <Refusal text={refusal} /> : null}
    </li>
  );
}

/**
 * The room picker of a card room game (a launch of a game with `rooms` opens it): the game's rooms with
 * their level, base bet, minimum balance to sit, rake, seats and state, refreshed every few seconds, and the
 * member's balance with a note on each room whose minimum it is below. A full room cannot be chosen;
 * choosing another launches the game at it, and a refusal shows its translated message on that room.
 */
export function RoomPicker({ entry }: { entry: LaunchEntry & { id: number } }) {
  const { t } = useTranslation();
  const picker = useRoomPicker(entry);
  const { rooms } = picker;
  const brandSymbol = useSystemStatus().data?.info.brand.currencySymbol;
  const symbol = picker.currencySymbol ?? brandSymbol ?? 'P';
  const list = rooms.data;
  return (
    <Modal title={t('rooms.title', { name: entry.name })} onClose={picker.close} large testId="room-picker">
      <div className={styles.summary}>
        <span className={styles.balance} data-testid="room-balance">
          <Wallet size={16} aria-hidden />
          {t('rooms.balance')}{' '}
          <strong>{picker.balance === undefined ? '…' : money(picker.balance, symbol)}</strong>
        </span>
        <span className={styles.hint}>
          <RefreshCw size={14} aria-hidden /> {t('rooms.refreshHint')}
        </span>
      </div>
      {list?.length ? (
        <ul className={styles.list}>
          {list.map((room) => (
            <RoomCard
              key={room.roomId}
              room={room}
              symbol={symbol}
              balance={picker.balance}
              choosing={picker.choosing === room.roomId}
              refusal={picker.refusal?.roomId === room.roomId ? picker.refusal.text : undefined}
              busy={picker.choosing !== null}
              onChoose={() => void picker.choose(room)}
            />
          ))}
        </ul>
      ) : rooms.isError ? (
        <ListState
          kind="error"
          title={t('rooms.loadFailed')}
          message={errorText(rooms.error)}
          onRetry={() => void rooms.refetch()}
          testId="rooms-error"
        />
      ) : rooms.isPending ? (
        <ListState kind="loading" />
      ) : (
        <ListState kind="empty" title={t('rooms.empty')} testId="rooms-empty" />
      )}
    </Modal>
  );
}
