import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronDown,
  Eye,
  EyeOff,
  FileText,
  History,
  LogOut,
  RefreshCw,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney, maskMoney } from '@/lib/money';
import { local } from '@/lib/storage';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { useSwitch } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { memberKeys, useBalance } from '../api/member-calls';
import { useAccountSync } from '../hooks/use-account-sync';
import styles from './account-area.module.css';

type Props = {
  agentTypes: number[];
  currencySymbol: string;
  onSignOut: () => void;
  onRealAccountNeeded: (action: () => void) => void;
  /** The member's profile icon; the initial of the name without one. */
  avatarUrl?: string;
  /** Available promotions plus unread messages, shown on the avatar above zero. */
  unclaimed?: number;
};

/** The logged-in part of the header: deposit, balance, avatar, nickname and the account menu. */
export function AccountArea({
  agentTypes,
  currencySymbol,
  onSignOut,
  onRealAccountNeeded,
  avatarUrl,
  unclaimed = 0,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const info = useAccountSync();
  const balance = useBalance();
  const [hidden, setHidden] = useState(() => local.get('hideBalance') === '1');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const { openMemberCentre, setAgentCentre } = useUi();

  useEffect(() => {
    if (!menuOpen) return;
    const onClick = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    // Escape closes the menu and gives the focus back to its button.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuRef.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const amount = balance.data ? formatMoney(balance.data.sumBalance) : '—';
  const toggleHidden = () => {
    local.set('hideBalance', hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberKeys.balance(token) });
  const memberCentre = () => onRealAccountNeeded(() => openMemberCentre());
  const accountRecord = () => onRealAccountNeeded(() => openMemberCentre('transactionHistory'));
  const bettingRecord = () => onRealAccountNeeded(() => openMemberCentre('personalHistoryCopy'));
  const deposit = () => onRealAccountNeeded(() => openMemberCentre('depositv2'));
  const withdraw = () => onRealAccountNeeded(() => openMemberCentre('withdraw'));
  // The agent centre: the brand's agent switch on, and an agent type (a trial account never is one).
  const agentPolicy = useSwitch('AGENTPOLICY3');
  const isAgent =
    agentPolicy && info !== undefined && info.type !== TRIAL_ACCOUNT_TYPE && agentTypes.includes(info.type);
  const name = info?.nickname ?? '';
  const menu: {
    key: string;
    label: string;
    icon: typeof Wallet;
    action: () => void;
    testId?: string;
    danger?: boolean;
  }[] = [
    { key: 'mc', label: t('header.memberCentre'), icon: UserRound, action: memberCentre },
    ...(isAgent
      ? [
          {
            key: 'ac',
            label: t('header.agentCentre'),
            icon: Users,
            action: () => setAgentCentre(true),
            testId: 'menu-agent-centre',
          },
        ]
      : []),
    { key: 'withdraw', label: t('header.withdraw'), icon: Wallet, action: withdraw },
    {
      key: 'account',
      label: t('header.accountRecord'),
      icon: FileText,
      action: accountRecord,
      testId: 'menu-account-record',
    },
    {
      key: 'bets',
      label: t('header.bettingRecord'),
      icon: History,
      action: bettingRecord,
      testId: 'menu-betting-record',
    },
    {
      key: 'out',
      label: t('header.signOut'),
      icon: LogOut,
      action: onSignOut,
      testId: 'sign-out',
      danger: true,
    },
  ];

  return (
    <div className={styles.area}>
      <Button variant="accent" size="small" onClick={deposit} data-testid="header-deposit">
        {t('header.deposit')}
      </Button>
      <div className={styles.balance}>
        <span className={styles.symbol} aria-hidden>
          {currencySymbol}
        </span>
        <button
          type="button"
          className={styles.amount}
          onClick={refresh}
          title={t('header.refreshBalance')}
          data-testid="balance"
          aria-label={`${t('header.balance')}: ${hidden ? '****' : amount}`}
        >
          {hidden ? maskMoney(amount) : amount}
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={refresh}
          aria-label={t('header.refreshBalance')}
          data-testid="balance-refresh"
        >
          <RefreshCw size={15} className={balance.isFetching ? styles.spinning : undefined} aria-hidden />
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={toggleHidden}
          aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
          aria-pressed={hidden}
          data-testid="balance-toggle"
        >
          {hidden ? <EyeOff size={15} aria-hidden /> : <Eye size={15} aria-hidden />}
        </button>
      </div>
      <div className={styles.user} ref={menuRef}>
        <button
          type="button"
          className={styles.userButton}
          onClick={() => setMenuOpen((o) => !o)}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          data-testid="user-menu"
        >
          <span className={styles.avatar} aria-hidden>
            {avatarUrl ? (
              <img src={avatarUrl} alt="" width={28} height={28} />
            ) : (
              name.slice(0, 1).toUpperCase()
            )}
            {unclaimed > 0 ? (
              <span className={styles.avatarBadge} data-testid="avatar-badge">
                {unclaimed > 99 ? '99+' : unclaimed}
              </span>
            ) : null}
          </span>
          <span className={styles.nickname} data-testid="nickname">
            {name}
          </span>
          {/* Named by what it shows, the nickname first (2.5.3), then what it opens. */}
          <span className="visually-hidden"> {t('header.accountMenu')}</span>
          <ChevronDown size={14} aria-hidden />
        </button>
        {menuOpen ? (
          <ul className={styles.menu} role="menu">
            {menu.map(({ key, label, icon: Icon, action, testId, danger }) => (
              <li key={key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={danger ? styles.danger : undefined}
                  data-testid={testId}
                  onClick={() => {
                    setMenuOpen(false);
                    action();
                  }}
                >
                  <Icon size={16} aria-hidden /> {label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
