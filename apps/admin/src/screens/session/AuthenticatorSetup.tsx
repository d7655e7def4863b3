import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  ADMIN_API,
  type OperatorProfile,
  operatorTotpCodeRequestSchema,
  type OperatorTotpSetup,
} from '@platform/contracts';
import { ShieldCheck } from 'lucide-react';
import { renderSVG } from 'uqr';
import { Form, TextField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { api, ApiError } from '../../lib/api';
import { logout, refreshOperator, useOperator } from '../../lib/session';
import { updateOperator } from '../../lib/session-store';

/** The QR code of the `otpauth://` address, as an image (SVG data, no markup inserted in the page). */
function QrCode({ text }: { text: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`,
    [text],
  );
  return <img className="qr" src={src} width={200} height={200} alt="QR code for your authenticator app" />;
}

/** The secret grouped by four for reading out. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turns on the operator's authenticator: a secret shown once (QR code and text), then a code from the
 * app to prove it was added. Required before anything else when the brand asks it of the role.
 */
export function AuthenticatorPanel({ onDone }: { onDone: (operator: OperatorProfile) => void }) {
  const setup = useMutation({ mutationFn: () => api.post<OperatorTotpSetup>(ADMIN_API.adminTotpSetup) });
  const form = useZodForm(operatorTotpCodeRequestSchema, { code: '' });
  if (!setup.data) {
    return (
      <div className="stack">
        <p>
          An authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) gives a new
          6-digit code every 30 seconds. Once it is on, each sign-in asks for that code after the password.
        </p>
        {setup.error && (
          <p className="form-problem" role="alert">
            {setup.error instanceof ApiError ? setup.error.message : 'The server cannot be reached.'}
          </p>
        )}
        <div>
          <button
            type="button"
            className="button primary"
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {setup.isPending ? 'Preparing…' : 'Set up the authenticator'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="authenticator">
      <div className="authenticator-qr">
        <QrCode text={setup.data.otpauthUrl} />
      </div>
      <div className="stack">
        <ol className="steps">
          <li>Scan the QR code with the authenticator app.</li>
          <li>
            Or type this key into it: <code className="secret">{grouped(setup.data.secret)}</code>
          </li>
          <li>Enter the code the app shows now.</li>
        </ol>
        <p className="muted small">The key is shown only this once. Setting up again makes a new one.</p>
        <Form
          form={form}
          submitLabel="Turn on"
          onSubmit={async (values) => {
            const operator = await api.post<OperatorProfile>(ADMIN_API.adminTotpEnable, values);
            updateOperator(operator);
            toast.success('The authenticator is on.');
            onDone(operator);
          }}
        >
          <TextField
            name="code"
            label="Code from the app"
            autoComplete="one-time-code"
            placeholder="123456"
          />
        </Form>
      </div>
    </div>
  );
}

/** The page a session is sent to while the brand requires an authenticator of the role. */
export default function AuthenticatorSetup() {
  const operator = useOperator();
  const navigate = useNavigate();
  return (
    <div className="login-page">
      <div className="login-card wide">
        <div className="login-head">
          <span className="logo large" aria-hidden="true">
            <ShieldCheck size={22} />
          </span>
          <div>
            <h1>Set up your authenticator</h1>
            <p className="muted">
              {operator?.totpSetupRequired
                ? `Your role (${operator.role}) must sign in with an authenticator code. Set it up to continue.`
                : 'Add a second step to your sign-in.'}
            </p>
          </div>
        </div>
        <AuthenticatorPanel
          onDone={() => {
            void refreshOperator().finally(() => navigate('/', { replace: true }));
          }}
        />
        <div className="login-foot">
          <button
            type="button"
            className="link"
            onClick={() => void logout().then(() => navigate('/login', { replace: true }))}
          >
            Sign out
          </button>
        </div>
      </div>
    </div>
  );
}
