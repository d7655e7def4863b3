import { API, type FeedbackRequest } from '@platform/contracts';
import { call } from '@/lib/api-client';

/** Stores a question or suggestion for the operator; the answer is its ticket number. */
export const sendFeedback = (body: FeedbackRequest) =>
  call<{ id: number }>(API.feedback, { method: 'PUT', body });
