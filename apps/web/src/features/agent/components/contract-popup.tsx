import type { ConsolidatedInfo, Contract, ContractAction } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { useDecide } from '../hooks/use-decide';
import { useContractKinds } from '../hooks/use-contract-kinds';
import { percent, useCurrencySymbol } from './bits';
import { TermsTable } from './terms-table';
import styles from './agent.module.css';

/** The waiting offers of the consolidated info (SPEC's names), one per kind. */
const WAITING = ['divtypereq', 'dailysalreqtype', 'contracthoursalreqs', 'realtimesalreqtype'] as const;

export const waitingOffers = (info: ConsolidatedInfo | undefined): Contract[] =>
  info ? WAITING.map((key) => info[key]).filter((c): c is Contract => c !== null) : [];

// Offers put aside ("later") in this session; they come back after the next login.
const later = new Set<string>();

/**
 * A contract offered to the agent, decided here: its rate table, Accept and Reject (Terminate for a signed
 * one), and the warning that accepting a rate below a subordinate's ends that subordinate's contract.
 */
export function ContractDecision({ contract, onDone }: { contract: Contract; onDone?: () => void }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const symbol = useCurrencySymbol();
  const decide = useDecide();
  const [problem, setProblem] = useState<string | null>(null);
  const act = (action: ContractAction) => {
    setProblem(null);
    decide.mutate(
      { contract, action },
      {
        onSuccess: (result) => {
          const ended = result.ended.map((e) => e.username).join(', ');
          showToast(t(`agent.decision.done.${action}`));
          if (ended) showToast(t('agent.decision.ended', { usernames: ended }));
          onDone?.();
        },
        onError: (e) => setProblem(errorText(e)),
      },
    );
  };
  return (
    <div className={styles.page} data-testid={`contract-decision-${contract.id}`}>
      <p>
        {t('agent.decision.from', {
          upline: contract.upline ?? t('agent.income.house'),
          kind: t(`agent.kinds.${contract.kind}`),
          rate: percent(contract.topRate),
        })}
      </p>
      <p className={styles.muted}>
        {t('agent.decision.offeredAt', { time: zoned(contract.offeredDateStr, zone) })}
      </p>
      <TermsTable terms={contract.terms} symbol={symbol} testId="contract-terms" />
      {contract.status === 'offered' ? <p className={styles.warning}>{t('agent.decision.warning')}</p> : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="contract-decision-failed">
          {problem}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {contract.status === 'offered' ? (
          <>
            <Button
              variant="accent"
              disabled={decide.isPending}
              onClick={() => act('sign')}
              data-testid="contract-accept"
            >
              {t('agent.decision.accept')}
            </Button>
            <Button
              variant="subtle"
              disabled={decide.isPending}
              onClick={() => act('reject')}
              data-testid="contract-reject"
            >
              {t('agent.decision.reject')}
            </Button>
          </>
        ) : null}
        {contract.status === 'signed' ? (
          <Button
            variant="subtle"
            disabled={decide.isPending}
            onClick={() => act('terminate')}
            data-testid="contract-terminate"
          >
            {t('agent.decision.terminate')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The contract popup (mounted by the app shell for a signed-in agent): after login, and whenever the
 * consolidated info shows an offer waiting, the first such offer with its decision; "later" puts it aside
 * until the next login.
 */
export function ContractPopup() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const { info } = useContractKinds(token !== null);
  const [, setHidden] = useState(0);
  const waiting = waitingOffers(info).filter((c) => !later.has(`${token}:${c.id}`));
  const offer = waiting[0];
  if (!offer) return null;
  const putAside = () => {
    later.add(`${token}:${offer.id}`);
    setHidden((n) => n + 1);
  };
  return (
    <Modal
      title={t('agent.decision.title', { kind: t(`agent.kinds.${offer.kind}`) })}
      onClose={putAside}
      wide
      testId="contract-popup"
    >
      <ContractDecision key={offer.id} contract={offer} />
    </Modal>
  );
}
