import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ModalBannerSlot } from '@/components/ui/modal-banner';
import { BannerStrip } from '@/features/content';
import { useUi } from '@/lib/ui-store';
import { useSignOut } from './use-sign-out';

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
const FeedbackModal = lazy(() =>
  import('@/features/feedback/components/feedback-modal').then((m) => ({ default: m.FeedbackModal })),
);
const DownloadGuideModal = lazy(() =>
  import('@/features/download/components/download-guide-modal').then((m) => ({
    default: m.DownloadGuideModal,
  })),
);
const AnnouncementModal = lazy(() =>
  import('@/features/content/modals').then((m) => ({ default: m.AnnouncementModal })),
);

/** The one place the site's modals open, driven by the ui store (and a reset link's token). */
export function ModalHost() {
  const modal = useUi((s) => s.modal);
  const noticeIndex = useUi((s) => s.noticeIndex);
  const close = useUi((s) => s.close);
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
        return (
          <ModalBannerSlot banner={<BannerStrip group="w_login" compact />}>
            <LoginPopup />
          </ModalBannerSlot>
        );
      case 'register':
        return (
          <ModalBannerSlot banner={<BannerStrip group="w_reg" compact />}>
            <RegisterModal />
          </ModalBannerSlot>
        );
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
      case 'feedback':
        return <FeedbackModal onClose={close} />;
      case 'downloadGuide':
        return <DownloadGuideModal onClose={close} />;
      case 'notices':
        return <AnnouncementModal initialIndex={noticeIndex} onClose={close} />;
      default:
        return null;
    }
  }
}
