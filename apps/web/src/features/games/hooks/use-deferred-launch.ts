import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import type { LaunchEntry, LaunchOutcome } from './launch-entry';

/**
 * `useLaunchGame` for the navigation, which is on the first page: the rules load with the first click
 * (decision record 007 keeps the first page small).
 */
export function useDeferredLaunch() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  return useCallback(
    async (entry: LaunchEntry): Promise<LaunchOutcome> => {
      const { runLaunch } = await import('./launch-rules');
      return runLaunch(entry, { navigate, client, language, t });
    },
    [client, language, navigate, t],
  );
}
