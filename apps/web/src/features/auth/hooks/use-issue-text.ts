import { decodeIssue } from '@platform/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a form issue (`required`, `mismatch`, `pattern:<id>:<min>:<max>`) into the member's language. */
export function useIssueText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const issue = decodeIssue(message);
      if (!issue) return message;
      if (issue.kind !== 'pattern')
        return t(issue.kind === 'required' ? 'validation.required' : 'validation.mismatch');
      const range = issue.min === issue.max ? String(issue.min) : `${issue.min}-${issue.max}`;
      return t(`validation.pattern_${issue.patternId}` as 'validation.pattern_0', { range });
    },
    [t],
  );
}
