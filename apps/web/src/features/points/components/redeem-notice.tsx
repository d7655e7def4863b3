import type { PointReward } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import form from '@/components/ui/form.module.css';

/** For members: redeeming happens in the member centre, which comes with a later release. */
export function RedeemNotice({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={reward.name} onClose={onClose} testId="redeem-notice">
      <p className={form.lead}>{t('pointsPage.redeemInCentre')}</p>
      <div className={form.actions}>
        <Button onClick={onClose} data-testid="confirm-ok">
          {t('pointsPage.ok')}
        </Button>
      </div>
    </Modal>
  );
}
