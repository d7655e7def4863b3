import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSignOut } from './use-sign-out';
import { useUi } from '@/lib/ui-store';

// The modals load on first use, so the first page does not carry their forms.
const LoginPopup = lazy(() => import('@/features/auth/modals').then((m) => ({ default: m.LoginPopup })));
const RegisterModal = lazy(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.RegisterModal })),
);
const ChangePasswordModal = lazy(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.ChangePasswordModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.ForgotPasswordModal })),
);
const TrialDialog = lazy(() => import('@/features/auth/modals').then((m) => ({ default: m.TrialDialog })));

/** The one place the auth modals open, driven by the ui store (and a reset link's token). */
export function ModalHost() {
  const modal = useUi((s) => s.modal);
  const [params, setParams] = useSearchParams();
  // A reset link from the e-mail lands on /?resetToken=...; it opens the reset form once.
  const [resetToken, setResetToken] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('resetToken'),
  );
  const signOut = useSignOut();

  useEffect(() => {
    if (!params.get('resetToken')) return;
    useUi.getState().open('forgotPassword');
    params.delete('resetToken');
    setParams(params, { replace: true });
  }, [params, setParams]);

  return <Suspense fallback={null}>{renderModal()}</Suspense>;

  function renderModal() {
    switch (modal) {
      case 'login':
        return <LoginPopup />;
      case 'register':
        return <RegisterModal />;
      case 'changePassword':
        return <ChangePasswordModal />;
      case 'forgotPassword':
        return (
          <ForgotPasswordModal resetToken={resetToken ?? undefined} onResetDone={() => setResetToken(null)} />
        );
      case 'trial':
        return (
          <TrialDialog onRegister={() => void signOut().then(() => useUi.getState().open('register'))} />
        );
      default:
        return null;
    }
  }
}
