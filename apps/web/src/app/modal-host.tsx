import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { ModalBannerSlot } from '@/components/ui/modal-banner';
import { BannerStrip } from '@/features/content';
import { useUi } from '@/lib/ui-store';
import { useSignOut } from './use-sign-out';
import { lazyChunk } from '@/lib/chunks';

// The modals load on first use, so the first page does not carry their forms.
const LoginPopup = lazyChunk(() => import('@/features/auth/modals').then((m) => ({ default: m.LoginPopup })));
const RegisterModal = lazyChunk(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.RegisterModal })),
);
const ChangePasswordModal = lazyChunk(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.ChangePasswordModal })),
);
const ForgotPasswordModal = lazyChunk(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.ForgotPasswordModal })),
);
const TrialDialog = lazyChunk(() =>
  import('@/features/auth/modals').then((m) => ({ default: m.TrialDialog })),
);
const FeedbackModal = lazyChunk(() =>
  import('@/features/feedback/components/feedback-modal').then((m) => ({ default: m.FeedbackModal })),
);
const DownloadGuideModal = lazyChunk(() =>
  import('@/features/download/components/download-guide-modal').then((m) => ({
    default: m.DownloadGuideModal,
  })),
);
const RestrictionDialog = lazyChunk(
  () =>
    import('@/features/responsible/components/restriction-dialog').then((m) => ({
      default: m.RestrictionDialog,
    })),
  { strings: ['site', 'responsible'] },
);
const AnnouncementModal = lazyChunk(() =>
  import('@/features/content/modals').then((m) => ({ default: m.AnnouncementModal })),
);

/** The one place the site's modals open, driven by the ui store (and a reset link's token). */
export function ModalHost() {
  const modal = useUi((s) => s.modal);
  const noticeIndex = useUi((s) => s.noticeIndex);
  const close = useUi((s) => s.close);
  // A login answered with a time-out or exclusion in force: said once, after the login dialog closes.
  const restriction = useUi((s) => s.restriction);
  const [params, setParams] = useSearchParams();
  // A reset link from the e-mail lands on /?resetToken=...; it opens the reset form once.
  const [resetToken, setResetToken] = useState<string | null>(() => params.get('resetToken'));
  const signOut = useSignOut();

  useEffect(() => {
    if (!params.get('resetToken')) return;
    useUi.getState().open('forgotPassword');
    params.delete('resetToken');
    setParams(params, { replace: true });
  }, [params, setParams]);

  // A modal whose chunk failed says so with a retry; the next modal starts afresh.
  return (
    <>
      <ChunkBoundary key={modal ?? 'none'}>
        <Suspense fallback={null}>{renderModal()}</Suspense>
      </ChunkBoundary>
      {restriction && !modal ? (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <RestrictionDialog
              restriction={restriction}
              onClose={() => useUi.getState().showRestriction(null)}
              onWithdraw={() => {
                useUi.getState().showRestriction(null);
                useUi.getState().openMemberCentre('withdraw');
              }}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );

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
