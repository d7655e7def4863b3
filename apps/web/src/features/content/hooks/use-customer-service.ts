import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { showToast } from '@/lib/toast';
import { customerServiceLink, customerServiceQuery } from '../api/content-calls';

/** The customer-service window: 440x500, like the original site's chat. */
export const SERVICE_WINDOW = { name: 'customer-service', features: 'width=440,height=500,resizable=yes' };

/**
 * Opens the customer-service chat. The window opens at once, inside the click (pop-up blockers allow only
 * that), then goes to the link once it arrives; it closes again with a message if the link cannot be had.
 * `vip`: the member's label rank is above 4 (the VIP desk when the brand has one).
 */
export function useCustomerService(vip: boolean) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const merchantCode = useSystemStatus().data?.info.brand.merchantCode ?? '';

  return useCallback(() => {
    const win = window.open('', SERVICE_WINDOW.name, SERVICE_WINDOW.features);
    const fail = () => {
      win?.close();
      showToast(t('service.failed'), 'error');
    };
    client
      .fetchQuery(customerServiceQuery(token))
      .then((service) => {
        const link = customerServiceLink(service, merchantCode, vip, window.location.href);
        if (!link) return fail();
        if (win && !win.closed) {
          // The chat does not need a handle on the site.
          win.opener = null;
          win.location.href = link;
        } else {
          window.open(link, '_blank', 'noopener');
        }
      })
      .catch(fail);
  }, [client, merchantCode, t, token, vip]);
}
