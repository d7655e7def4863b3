import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/lib/system';

/** The account types an agent can open or link: a member (0), then the brand's agent types. */
export function useAccountTypes(): number[] {
  const agentTypes = useSystemStatus().data?.info.brand.agentTypes ?? [];
  return [0, ...agentTypes.filter((type) => type !== 0)];
}

/** The words for an account type. */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: number) =>
    type === 0 ? t('agent.accountType.member') : t('agent.accountType.agent', { type });
}
