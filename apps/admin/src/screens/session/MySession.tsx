import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_API, type OperatorProfile } from '@platform/contracts';
import { Dialog, ConfirmDialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, PageHeader } from '../../components/ui';
import { api } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { logoutEverywhere } from '../../lib/session';
import { updateOperator } from '../../lib/session-store';
import { AuthenticatorPanel } from './AuthenticatorSetup';

/** The operator's own session: who, which role and brand, the authenticator, sign-out everywhere. */
export default function MySession() {
  const navigate = useNavigate();
  const brand = useBrand();
  const [setup, setSetup] = useState(false);
  const [everywhere, setEverywhere] = useState(false);
  const me = useQuery({
    queryKey: ['session', 'me'],
    queryFn: async () => {
      const operator = await api.get<OperatorProfile>(ADMIN_API.adminMe);
      updateOperator(operator);
      return operator;
    },
  });
  const operator = me.data;
  return (
    <div className="page">
      <PageHeader title="My session" subtitle="Your account on this brand's back office." />
      {me.error && (
        <p className="form-problem" role="alert">
          {me.error.message}
        </p>
      )}
      {operator && (
        <div className="cards">
          <section className="card">
            <h2>Account</h2>
            <dl className="facts">
              <dt>Username</dt>
              <dd>{operator.username}</dd>
              <dt>Role</dt>
              <dd>
                <Badge tone="accent">{operator.role}</Badge>
              </dd>
              <dt>Brand</dt>
              <dd>
                {brand.name ? `${brand.name} ` : ''}
                <span className="muted">({operator.merchant})</span>
              </dd>
              <dt>Last sign-in</dt>
              <dd>
                <DateTime value={operator.lastLoginAt} showZone />
              </dd>
            </dl>
          </section>
          <section className="card">
            <h2>Authenticator</h2>
            <p>
              {operator.totpEnabled ? (
                <Badge tone="success">On</Badge>
              ) : (
                <Badge tone={operator.totpSetupRequired ? 'danger' : 'warning'}>Off</Badge>
              )}{' '}
              {operator.totpEnabled
                ? 'Each sign-in asks for a code from your authenticator app.'
                : 'Sign-ins ask for the password only.'}
            </p>
            {!operator.totpEnabled && (
              <button type="button" className="button primary" onClick={() => setSetup(true)}>
                Set up the authenticator
              </button>
            )}
          </section>
          <section className="card">
            <h2>Sessions</h2>
            <p>A session ends when left idle for a while, and some hours after sign-in at the latest.</p>
            <button type="button" className="button danger" onClick={() => setEverywhere(true)}>
              Sign out everywhere
            </button>
          </section>
        </div>
      )}
      <Dialog open={setup} title="Set up the authenticator" onClose={() => setSetup(false)} size="large">
        <AuthenticatorPanel
          onDone={() => {
            setSetup(false);
            void me.refetch();
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={everywhere}
        title="Sign out everywhere"
        message="Every session of your account ends, on every device, this one included."
        confirmLabel="Sign out everywhere"
        danger
        onConfirm={async () => {
          const ended = await logoutEverywhere();
          toast.info(`${ended} session${ended === 1 ? '' : 's'} ended.`);
          void navigate('/login', { replace: true });
        }}
        onClose={() => setEverywhere(false)}
      />
    </div>
  );
}
