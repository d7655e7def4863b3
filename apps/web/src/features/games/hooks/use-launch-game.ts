import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import type { LaunchEntry, LaunchOutcome } from './launch-entry';
import { runDemo, runLaunch, type LaunchDeps } from './launch-rules';

export * from './launch-entry';

/** A launch (`runLaunch`, `runDemo`) bound to the page: its router, query client and language. */
function useBound(
  run: (entry: LaunchEntry, deps: LaunchDeps) => Promise<LaunchOutcome>,
  { open, onError }: Pick<LaunchDeps, 'open' | 'onError'>,
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  return useCallback(
    (entry: LaunchEntry): Promise<LaunchOutcome> =>
      run(entry, { navigate, client, language, t, open, onError }),
    [client, language, navigate, onError, open, run, t],
  );
}

/** The launch rules (`runLaunch`) bound to the page. */
export const useLaunchGame = (options: Pick<LaunchDeps, 'open' | 'onError'> = {}) =>
  useBound(runLaunch, options);

/** A game's demo with fun credits (`runDemo`) bound to the page. */
export const useDemoLaunch = (options: Pick<LaunchDeps, 'open' | 'onError'> = {}) =>
  useBound(runDemo, options);
