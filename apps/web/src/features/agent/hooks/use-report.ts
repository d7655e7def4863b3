import { AGENT_PAGE_SIZE } from '@platform/contracts';
import { useState } from 'react';
import type { PeriodParams } from '../api/agent-calls';
import { DEFAULT_PERIOD, periodParams, type PeriodValue } from './period';

/**
 * A paged report's filters: the period (custom days asked only once they make a valid range) and the
 * report's own filters; any change goes back to the first page.
 */
export function useReport<F extends object>(initial: F) {
  const [period, setPeriodValue] = useState<PeriodValue>(DEFAULT_PERIOD);
  const [asked, setAsked] = useState<PeriodParams>({ period: DEFAULT_PERIOD.period });
  const [filters, setFiltersValue] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const setPeriod = (next: PeriodValue) => {
    setPeriodValue(next);
    const params = periodParams(next);
    if (params) {
      setAsked(params);
      setPageNo(1);
    }
  };
  const setFilters = (next: F) => {
    setFiltersValue(next);
    setPageNo(1);
  };
  return {
    period,
    setPeriod,
    filters,
    setFilters,
    setPageNo,
    params: { ...asked, ...filters, pageNo, pageSize: AGENT_PAGE_SIZE },
  };
}
