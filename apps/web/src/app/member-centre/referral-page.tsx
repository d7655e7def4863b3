import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import { ReferralView } from '@/features/reward-centre';
import { useSystemStatus } from '@/lib/system';

/** referral: the invitation page, with the download page's QR code drawing the link. */
export default function ReferralPage() {
  const { t } = useTranslation();
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return (
    <ReferralView
      currencySymbol={symbol}
      qr={(url) => <QrCode value={url} size={120} label={t('referral.qrLabel', { url })} />}
    />
  );
}
