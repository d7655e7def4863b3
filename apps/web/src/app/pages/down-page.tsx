import { DownloadView } from '@/features/download';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { ContentPage } from './content-page';

/** /down: install the site as an app on iOS or Android. */
export default function DownPage() {
  const info = useSystemStatus().data?.info;
  return (
    <ContentPage testId="page-down">
      <DownloadView
        brand={info?.brand.name ?? ''}
        resources={info?.resources ?? []}
        onOpenGuide={() => useUi.getState().open('downloadGuide')}
      />
    </ContentPage>
  );
}
