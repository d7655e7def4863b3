import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fixtureQuery } from '../api/book-calls';
import type { Launch } from '../boot/launch';
import { pickOf } from '../components/odds-button';
import { useLanguage, useT } from '../i18n/strings';
import { useSlipStore } from './slip-store';

/** `select=<marketId>~<key>` of the launch: the fixture is loaded and that selection goes into the slip, once. */
export function useSelectOnStart(select: Launch['select']): void {
  const queryClient = useQueryClient();
  const slip = useSlipStore();
  const language = useLanguage();
  const t = useT();
  const done = useRef(false);
  useEffect(() => {
    if (!select || done.current) return;
    done.current = true;
    void queryClient.fetchQuery(fixtureQuery(select.fixtureId, language)).then(
      (fixture) => {
        const market = fixture.markets.find((m) => m.id === select.marketId);
        const selection = market?.selections.find((s) => s.key === select.key);
        if (!market || !selection || market.status !== 'open') return;
        if (!slip.has(market.id, selection.key))
          slip.toggle(pickOf(fixture, market, selection, t('fixtures.vs')));
      },
      // The fixture page shows why the fixture did not load.
      () => undefined,
    );
  }, [select, queryClient, slip, language, t]);
}
