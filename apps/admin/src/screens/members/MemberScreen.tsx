import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ADMIN_MEMBERS_PATHS as P, type MemberDetail } from '@platform/contracts';
import { ConfirmDialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, Money, PageHeader, Stat, Tabs } from '../../components/ui';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import { MemberActions, type ActionName } from './member-actions';
import { MEMBER_TABS, MemberTabPanel, type MemberTabId } from './member-tabs';
import css from './members.module.css';

const orDash = (v: string | null) => v ?? '—';

/** A member's page: the header (profile, status, wallets), the actions of the operator's role, and tabs. */
export default function MemberScreen() {
  const { memberId } = useParams();
  const id = Number(memberId);
  const [tab, setTab] = useState<MemberTabId>('ledger');
  const [action, setAction] = useState<ActionName | null>(null);
  const [untag, setUntag] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const staff = useCan(['owner', 'finance', 'support']);
  const vip = useCan(['owner', 'finance']);
  const messages = useCan(['owner', 'support']);
  const result = useQuery({
    queryKey: ['member', id, 'detail'],
    queryFn: () => api.get<MemberDetail>(pathOf(P.adminMember, { id })),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const back = (
    <Link className="link" to="/members">
      ← Members
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0)
    return (
      <div className="page">
        <PageHeader title="No such member" back={back} />
      </div>
    );
  if (result.isPending)
    return (
      <div className="page">
        <PageHeader title="Member" back={back} />
        <p className="muted">Loading…</p>
      </div>
    );
  if (result.isError)
    return (
      <div className="page">
        <PageHeader title="Member" back={back} />
        <p className="form-problem">{result.error.message}</p>
      </div>
    );
  const m = result.data;
  const button = (name: ActionName, label: string, extra = '') => (
    <button type="button" className={`button small ${extra}`} onClick={() => setAction(name)}>
      {label}
    </button>
  );
  return (
    <div className="page">
      <PageHeader
        back={back}
        title={
          <>
            <EscapedText text={m.username} />{' '}
            <Badge tone={m.status === 'active' ? 'success' : 'danger'}>{m.status}</Badge>{' '}
            {m.mustChangePassword && <Badge tone="warning">must change password</Badge>}
          </>
        }
        subtitle={`Member #${m.id} · VIP ${m.vipLevel} · registered ${new Date(m.createdAt).toISOString().slice(0, 10)}`}
        actions={
          <div className={css.actions}>
            {staff && (m.status === 'active' ? button('lock', 'Lock', 'danger') : button('unlock', 'Unlock'))}
            {staff && button('password', 'Force password reset')}
            {vip && button('vip', 'VIP level')}
            {staff && button('tag', 'Add tag')}
            {staff && button('note', 'Add note')}
            {staff && button('adjust', 'Adjust balance', 'primary')}
            {messages && button('message', 'Message')}
          </div>
        }
      />
      <div className={css.summary}>
        <div className="card">
          <dl className="facts">
            <div>
              <dt>Nickname</dt>
              <dd>
                <EscapedText text={m.nickname} />
              </dd>
            </div>
            <div>
              <dt>Real name</dt>
              <dd>
                <EscapedText text={orDash(m.realName)} />
              </dd>
            </div>
            <div>
              <dt>Mobile</dt>
              <dd>{orDash(m.mobile)}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <EscapedText text={orDash(m.email)} />
              </dd>
            </div>
            <div>
              <dt>Agent</dt>
              <dd>
                {m.agent ? (
                  <Link className="link" to={`/members/${m.agent.id}`}>
                    <EscapedText text={m.agent.username} />
                  </Link>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div>
              <dt>Referral code</dt>
              <dd>{orDash(m.referralCode)}</dd>
            </div>
            <div>
              <dt>Registration IP</dt>
              <dd>{orDash(m.registrationIp)}</dd>
            </div>
            <div>
              <dt>Registration device</dt>
              <dd>
                <EscapedText text={orDash(m.registrationDevice)} max={40} />
              </dd>
            </div>
            <div>
              <dt>Registered</dt>
              <dd>
                <DateTime value={m.createdAt} />
              </dd>
            </div>
            <div>
              <dt>Last login</dt>
              <dd>{m.lastLoginAt ? <DateTime value={m.lastLoginAt} /> : '—'}</dd>
            </div>
            <div>
              <dt>First deposit</dt>
              <dd>{m.firstDepositAt ? <DateTime value={m.firstDepositAt} /> : '—'}</dd>
            </div>
            <div>
              <dt>Language</dt>
              <dd>{m.language}</dd>
            </div>
            {m.frozenReason && (
              <div>
                <dt>Frozen</dt>
                <dd>
                  <EscapedText text={m.frozenReason} />
                </dd>
              </div>
            )}
            <div>
              <dt>Tags</dt>
              <dd>
                {m.tags.length === 0 ? (
                  '—'
                ) : (
                  <span className={css.tags}>
                    {m.tags.map((tag) => (
                      <Badge key={tag} tone="info">
                        {tag}
                        {staff && (
                          <button
                            type="button"
                            className={css.tagRemove}
                            aria-label={`Remove tag ${tag}`}
                            onClick={() => setUntag(tag)}
                          >
                            ×
                          </button>
                        )}
                      </Badge>
                    ))}
                  </span>
                )}
              </dd>
            </div>
          </dl>
          {m.masked && <p className="muted small">Mobile and e-mail are masked for your role.</p>}
        </div>
        <div className="card">
          <h3>Wallets</h3>
          <div className={css.wallets}>
            {m.wallets.length === 0 && <p className="muted">No wallet yet.</p>}
            {m.wallets.map((w) => (
              <Stat
                key={w.walletCode}
                label={w.walletCode === 'MAIN' ? 'Main wallet' : w.walletCode}
                value={<Money amount={w.balance} />}
              />
            ))}
            <Stat
              label="Locked bonus"
              value={<Money amount={m.lockedBonus} />}
              hint="until its turnover is done"
            />
          </div>
        </div>
      </div>
      <Tabs
        tabs={MEMBER_TABS}
        value={tab}
        onChange={(v) => setTab(v as MemberTabId)}
        label="Member records"
      />
      <MemberTabPanel key={tab} memberId={m.id} tab={tab} />
      <MemberActions member={m} action={action} onClose={() => setAction(null)} />
      <ConfirmDialog
        open={untag !== null}
        title="Remove tag"
        message={
          <p>
            Remove the tag {untag} from {m.username}?
          </p>
        }
        confirmLabel="Remove"
        onConfirm={async () => {
          await api.del(pathOf(P.adminMemberTag, { id: m.id, tag: untag ?? '' }));
          toast.success(`Tag ${untag} removed.`);
          await queryClient.invalidateQueries({ queryKey: ['member', m.id] });
          setUntag(null);
        }}
        onClose={() => setUntag(null)}
      />
    </div>
  );
}
