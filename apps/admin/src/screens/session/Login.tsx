import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { operatorLoginRequestSchema, operatorTotpLoginRequestSchema } from '@platform/contracts';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Form, TextField, useZodForm } from '../../components/form';
import { ApiError } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { login, loginWithCode, useSession } from '../../lib/session';

/** A refusal of the login in words: the lock's wait included. */
function loginProblem(error: unknown): Error {
  if (error instanceof ApiError && error.code === 'login.locked' && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    return new ApiError({
      status: error.status,
      code: error.code,
      message: `${error.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  }
  return error as Error;
}

/** Where to go after the login: the page asked for (inside the app only), else the home page. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

function PasswordStep({ onTicket }: { onTicket: (ticket: string) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(operatorLoginRequestSchema, { username: '', password: '' });
  return (
    <Form
      form={form}
      submitLabel="Sign in"
      onSubmit={async (values) => {
        try {
          const answer = await login(values.username, values.password);
          if (answer.totpRequired && answer.ticket) onTicket(answer.ticket);
          else void navigate(safeNext(params.get('next')), { replace: true });
        } catch (error) {
          form.resetField('password');
          throw loginProblem(error);
        }
      }}
    >
      <TextField name="username" label="Username" autoComplete="username" />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
    </Form>
  );
}

function CodeStep({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(operatorTotpLoginRequestSchema, { ticket, code: '' });
  return (
    <Form
      form={form}
      submitLabel="Verify"
      onSubmit={async (values) => {
        try {
          await loginWithCode(values.ticket, values.code);
          void navigate(safeNext(params.get('next')), { replace: true });
        } catch (error) {
          form.resetField('code');
          // An expired or used ticket: the password again.
          if (error instanceof ApiError && error.field === 'ticket') onRestart();
          throw loginProblem(error);
        }
      }}
    >
      <p className="muted">Enter the 6-digit code your authenticator app shows for this account.</p>
      <TextField name="code" label="Authenticator code" autoComplete="one-time-code" placeholder="123456" />
      <button type="button" className="link" onClick={onRestart}>
        Use another account
      </button>
    </Form>
  );
}

/** Sign in: username and password, then, for an operator with an authenticator, its code. */
export default function Login() {
  const { token, operator } = useSession();
  const brand = useBrand();
  const [ticket, setTicket] = useState<string | null>(null);
  if (token && operator) return <Navigate to="/" replace />;
  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-head">
          <span className="logo large" aria-hidden="true">
            {ticket ? <ShieldCheck size={22} /> : <KeyRound size={22} />}
          </span>
          <div>
            <h1>{ticket ? 'Two-step verification' : 'Sign in'}</h1>
            <p className="muted">{brand.name ? `${brand.name} back office` : 'Back office'}</p>
          </div>
        </div>
        {ticket ? (
          <CodeStep ticket={ticket} onRestart={() => setTicket(null)} />
        ) : (
          <PasswordStep onTicket={setTicket} />
        )}
      </div>
    </div>
  );
}
