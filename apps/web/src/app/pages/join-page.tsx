import { JoinView } from '@/features/join';
import { useSystemStatus } from '@/lib/system';
import { ContentPage } from './content-page';

/** /join: why become an agent, and the affiliate application. */
export default function JoinPage() {
  const brand = useSystemStatus().data?.info.brand.name ?? '';
  return (
    <ContentPage testId="page-join">
      <JoinView brand={brand} />
    </ContentPage>
  );
}
