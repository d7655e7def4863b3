import { useQuery } from '@tanstack/react-query';
import { gameMenusQuery } from '@/features/games/api/menu-calls';
import { BettingRecord } from '@/features/records';
import { useLanguage } from '@/lib/i18n';
import { useSystemStatus } from '@/lib/system';

/** personalHistoryCopy: the records feature with the brand's vendors (game menus) and currency. */
export default function BettingRecordPage() {
  const language = useLanguage();
  const menus = useQuery(gameMenusQuery(language)).data?.menus ?? [];
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  return <BettingRecord menus={menus} currencySymbol={symbol} />;
}
