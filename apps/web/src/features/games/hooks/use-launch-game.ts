import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import type { LaunchEntry, LaunchOutcome } from './launch-entry';
import { runLaunch, type LaunchDeps } from './launch-rules';

export * from './launch-entry';

/** The launch rules (`runLaunch`) bound to the page: its router, query client and language. */
export function useLaunchGame(options: Pick<LaunchDeps, 'open' | 'onError'> = {}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  const { open, onError } = options;
  return useCallback(
    (entry: LaunchEntry): Promise<LaunchOutcome> =>
      runLaunch(entry, { navigate, client, language, t, open, onError }),
    [client, language, navigate, onError, open, t],
  );
}
