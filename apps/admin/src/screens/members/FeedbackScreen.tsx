import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ADMIN_MEMBERS_PATHS as P,
  feedbackAnswerRequestSchema,
  type FeedbackItem,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Form, TextareaField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { toQuery, useServerTable, type Page } from '../../components/useServerTable';
import { Badge, DateTime, EscapedText, PageHeader } from '../../components/ui';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import css from './members.module.css';

/** Members' feedback (their text shown as text, never markup) and support's answers. */
export default function FeedbackScreen() {
  const mayAnswer = useCan(['owner', 'finance', 'support']);
  const [answering, setAnswering] = useState<FeedbackItem | null>(null);
  const table = useServerTable<FeedbackItem>(
    ['feedback'],
    (q, signal) => api.get<Page<FeedbackItem>>(P.adminFeedback, toQuery(q), signal),
    { filters: { status: 'new' } },
  );
  const columns = useMemo<Column<FeedbackItem>[]>(
    () => [
      { id: 'createdAt', header: 'Sent', cell: (f) => <DateTime value={f.createdAt} /> },
      {
        id: 'member',
        header: 'Member',
        cell: (f) =>
          f.memberId ? (
            <Link className="link" to={`/members/${f.memberId}`}>
              <EscapedText text={f.username ?? String(f.memberId)} />
            </Link>
          ) : (
            <span className="muted">not signed in</span>
          ),
      },
      { id: 'questionType', header: 'Topic', cell: (f) => f.questionType },
      {
        id: 'content',
        header: 'Feedback',
        alwaysVisible: true,
        cell: (f) => (
          <div>
            <div className={css.feedbackText}>
              <EscapedText text={f.content} />
            </div>
            {f.answers.map((a) => (
              <div key={a.id} className={css.answer}>
                <span className="muted small">
                  {a.operator}, <DateTime value={a.createdAt} />:
                </span>{' '}
                <EscapedText text={a.body} />
              </div>
            ))}
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (f) => <Badge tone={f.status === 'new' ? 'warning' : 'success'}>{f.status}</Badge>,
      },
      { id: 'ip', header: 'IP', cell: (f) => f.ip ?? '—', hiddenByDefault: true },
      {
        id: 'answer',
        header: '',
        alwaysVisible: true,
        cell: (f) =>
          mayAnswer ? (
            <button type="button" className="button small" onClick={() => setAnswering(f)}>
              Answer
            </button>
          ) : null,
      },
    ],
    [mayAnswer],
  );
  return (
    <div className="page">
      <PageHeader title="Feedback" subtitle="What members wrote; an answer reaches the member's inbox." />
      <DataTable
        id="feedback"
        label="Feedback"
        table={table}
        columns={columns}
        rowKey={(f) => f.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: [
              { value: 'new', label: 'New' },
              { value: 'answered', label: 'Answered' },
            ],
          },
        ]}
        emptyText="No feedback here."
      />
      {answering && <AnswerDialog item={answering} onClose={() => setAnswering(null)} />}
    </div>
  );
}

function AnswerDialog({ item, onClose }: { item: FeedbackItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(feedbackAnswerRequestSchema, { body: '' });
  return (
    <Dialog open title={`Answer feedback #${item.id}`} onClose={onClose}>
      <div className={css.feedbackText}>
        <EscapedText text={item.content} />
      </div>
      <Form
        form={form}
        submitLabel="Send answer"
        onCancel={onClose}
        onSubmit={async (values) => {
          const done = await api.post<{ messaged: boolean }>(
            pathOf(P.adminFeedbackAnswer, { id: item.id }),
            values,
          );
          toast.success(
            done.messaged
              ? 'Answered; the member has it in its inbox.'
              : 'Answer kept (sent without signing in).',
          );
          await queryClient.invalidateQueries({ queryKey: ['feedback'] });
          onClose();
        }}
      >
        <TextareaField name="body" label="Answer" rows={5} maxLength={2000} />
      </Form>
    </Dialog>
  );
}
