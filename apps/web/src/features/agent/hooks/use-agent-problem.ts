import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '@/lib/form-problems';
import type { AgentProblem } from './forms';

/** The words for a field's problem in the agent centre's forms: its own wording first, then the shared one. */
export function useAgentProblem(values: Record<string, string | number> = {}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const key = JSON.stringify(values);
  return useCallback(
    (error: Pick<FieldError, 'type' | 'message'> | undefined) =>
      problemText(error, (code) =>
        t(`agent.problems.${code as AgentProblem}`, { defaultValue: '', ...(JSON.parse(key) as object) }),
      ),
    [problemText, t, key],
  );
}
