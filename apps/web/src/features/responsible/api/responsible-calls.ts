import {
  API,
  type ExclusionRequest,
  type LimitKey,
  type LimitsAnswer,
  type LimitsRequest,
  type NetPosition,
  type NetPositionQuery,
  type RealityAnswer,
  type Recall,
  type RecallQuery,
  type ResponsibleState,
  type SessionState,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const responsibleKeys = {
  all: ['responsible'] as const,
  state: (token: string | null) => ['responsible', 'state', token] as const,
  session: (token: string | null) => ['responsible', 'session', token] as const,
  netPosition: (token: string | null, query: NetPositionQuery) =>
    ['responsible', 'net-position', token, query] as const,
  recall: (token: string | null, query: RecallQuery) => ['responsible', 'recall', token, query] as const,
};

/** The member's limits, reality check, exclusion in force and the session's start. */
export const responsibleStateQuery = (token: string | null) =>
  queryOptions({
    queryKey: responsibleKeys.state(token),
    queryFn: () => call<ResponsibleState>(API.responsibleState),
    staleTime: 15_000,
    enabled: token !== null,
  });

/** The session's time played and figures: asked for when the reality check shows, never cached. */
export const sessionStateQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: responsibleKeys.session(token),
    queryFn: () => call<SessionState>(API.responsibleSession),
    staleTime: 0,
    gcTime: 0,
    enabled: token !== null && enabled,
  });

export const netPositionQuery = (token: string | null, query: NetPositionQuery) =>
  queryOptions({
    queryKey: responsibleKeys.netPosition(token, query),
    queryFn: () => call<NetPosition>(API.responsibleNetPosition, { query }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: token !== null,
  });

/** The member's newest rounds of one game, asked for each time the panel opens. */
export const recallQuery = (token: string | null, query: RecallQuery) =>
  queryOptions({
    queryKey: responsibleKeys.recall(token, query),
    queryFn: () => call<Recall>(API.responsibleRecall, { query }),
    staleTime: 0,
    enabled: token !== null,
  });

export const changeLimits = (request: LimitsRequest) =>
  call<LimitsAnswer>(API.responsibleLimits, { method: 'PUT', body: request });

export const confirmLimit = (key: LimitKey) =>
  call<ResponsibleState>(API.responsibleLimitConfirm, { method: 'POST', body: { key } });

export const cancelLimit = (key: LimitKey) =>
  call<ResponsibleState>(API.responsibleLimitCancel, { method: 'POST', body: { key } });

export const setRealityCheck = (minutes: number) =>
  call<ResponsibleState>(API.responsibleRealityCheck, { method: 'PUT', body: { minutes } });

export const answerRealityCheck = (choice: RealityAnswer['choice']) =>
  call<Record<string, never>>(API.responsibleRealityAnswer, { method: 'POST', body: { choice } });

export const startExclusion = (request: ExclusionRequest) =>
  call<ResponsibleState>(API.responsibleExclusion, { method: 'POST', body: request });

export const endExclusion = () => call<ResponsibleState>(API.responsibleExclusionEnd, { method: 'POST' });
