import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import formStyles from '@/components/ui/form.module.css';
import type { Restriction } from '@/lib/ui-store';
import { useRestrictionText } from './exclusion-notice';

type Props = {
  restriction: Restriction;
  onClose: () => void;
  /** Opens the withdraw page. */
  onWithdraw: () => void;
};

/** After a login: the time-out or exclusion in force, until when, and what the member can still do. */
export function RestrictionDialog({ restriction, onClose, onWithdraw }: Props) {
  const { t } = useTranslation();
  const words = useRestrictionText()(restriction);
  return (
    <Modal title={words.title} onClose={onClose} testId="restriction-dialog">
      <p className={formStyles.lead}>{words.text}</p>
      <div className={formStyles.actions}>
        <Button variant="subtle" onClick={onWithdraw} data-testid="restriction-withdraw">
          {t('responsible.restriction.withdraw')}
        </Button>
        <Button onClick={onClose} data-testid="restriction-ok">
          {t('responsible.restriction.ok')}
        </Button>
      </div>
    </Modal>
  );
}
