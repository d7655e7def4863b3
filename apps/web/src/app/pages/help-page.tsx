import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HelpCentre, helpCenterQuery } from '@/features/help';
import { useLanguage } from '@/lib/i18n';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { useServiceDesk } from '../use-service-desk';
import { ContentPage, PageStatus } from './content-page';

/** /help and /helpmc (the same page; the layout leaves out header and footer on /helpmc). */
export default function HelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const help = useQuery(helpCenterQuery(language));
  const serviceAvailable = useSystemStatus().data?.info.customerService.available ?? false;
  const openService = useServiceDesk();
  return (
    <ContentPage title={t('helpPage.title')} lead={t('helpPage.lead')} testId="page-help">
      {help.data ? (
        <HelpCentre
          categories={help.data}
          onFeedback={() => useUi.getState().open('feedback')}
          onCustomerService={serviceAvailable ? openService : undefined}
        />
      ) : (
        <PageStatus error={help.isError} onRetry={() => void help.refetch()} />
      )}
    </ContentPage>
  );
}
