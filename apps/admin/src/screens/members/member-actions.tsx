import { useQueryClient } from '@tanstack/react-query';
import {
  type Adjustment,
  adjustmentRequestSchema,
  ADMIN_API,
  ADMIN_MEMBERS_PATHS as P,
  type MemberDetail,
  memberNoteRequestSchema,
  memberTagRequestSchema,
  memberVipLevelRequestSchema,
  operatorMessageRequestSchema,
} from '@platform/contracts';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import {
  Form,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form';
import { toast } from '../../components/toast';
import { Money } from '../../components/ui';
import { api, pathOf } from '../../lib/api';

export type ActionName = 'lock' | 'unlock' | 'password' | 'vip' | 'tag' | 'note' | 'adjust' | 'message';

type Props = { member: MemberDetail; action: ActionName | null; onClose: () => void };

/** The dialogs of the member page's actions; each write refreshes the member's data. */
export function MemberActions({ member, action, onClose }: Props) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', member.id] });
  const id = member.id;
  return (
    <>
      <ConfirmDialog
        open={action === 'lock'}
        title="Lock member"
        message={
          <p>
            Lock <strong>{member.username}</strong>? The member is signed out everywhere at once and cannot
            sign in until unlocked.
          </p>
        }
        confirmLabel="Lock"
        danger
        reason="required"
        onConfirm={async (reason) => {
          await api.post(pathOf(P.adminMemberLock, { id }), { reason });
          toast.success(`${member.username} is locked.`);
          await refresh();
          onClose();
        }}
        onClose={onClose}
      />
      <ConfirmDialog
        open={action === 'unlock'}
        title="Unlock member"
        message={
          <p>
            Unlock <strong>{member.username}</strong>? The member can sign in again.
          </p>
        }
        confirmLabel="Unlock"
        reason="required"
        onConfirm={async (reason) => {
          await api.post(pathOf(P.adminMemberUnlock, { id }), { reason });
          toast.success(`${member.username} is unlocked.`);
          await refresh();
          onClose();
        }}
        onClose={onClose}
      />
      <ConfirmDialog
        open={action === 'password'}
        title="Force a password reset"
        message={
          <p>
            <strong>{member.username}</strong> is signed out and must set a new password at the next login.
          </p>
        }
        confirmLabel="Force reset"
        danger
        reason="required"
        onConfirm={async (reason) => {
          await api.post(pathOf(P.adminMemberPasswordReset, { id }), { reason });
          toast.success('The member must set a new password at the next login.');
          await refresh();
          onClose();
        }}
        onClose={onClose}
      />
      {action === 'vip' && <VipDialog member={member} onDone={refresh} onClose={onClose} />}
      {action === 'tag' && <TagDialog member={member} onDone={refresh} onClose={onClose} />}
      {action === 'note' && <NoteDialog member={member} onDone={refresh} onClose={onClose} />}
      {action === 'adjust' && <AdjustDialog member={member} onDone={refresh} onClose={onClose} />}
      {action === 'message' && <MessageDialog member={member} onDone={refresh} onClose={onClose} />}
    </>
  );
}

type DialogProps = { member: MemberDetail; onDone: () => Promise<unknown>; onClose: () => void };

function VipDialog({ member, onDone, onClose }: DialogProps) {
  const form = useZodForm(memberVipLevelRequestSchema, { level: member.vipLevel, reason: '' });
  return (
    <Dialog open title={`VIP level of ${member.username}`} onClose={onClose} size="small">
      <Form
        form={form}
        submitLabel="Set level"
        onCancel={onClose}
        onSubmit={async (values) => {
          await api.put(pathOf(P.adminMemberVipLevel, { id: member.id }), values);
          toast.success(`VIP level set to ${values.level}.`);
          await onDone();
          onClose();
        }}
      >
        <NumberField name="level" label="Level" min={0} max={100} hint="A level of the brand, or 0" />
        <TextareaField name="reason" label="Reason" maxLength={500} />
      </Form>
    </Dialog>
  );
}

function TagDialog({ member, onDone, onClose }: DialogProps) {
  const form = useZodForm(memberTagRequestSchema, { tag: '' });
  return (
    <Dialog open title={`Tag ${member.username}`} onClose={onClose} size="small">
      <Form
        form={form}
        submitLabel="Add tag"
        onCancel={onClose}
        onSubmit={async (values) => {
          await api.post(pathOf(P.adminMemberTags, { id: member.id }), values);
          toast.success(`Tagged ${values.tag}.`);
          await onDone();
          onClose();
        }}
      >
        <TextField name="tag" label="Tag" hint="Lower-case letters, digits, - and _ (e.g. bonus-watch)" />
      </Form>
    </Dialog>
  );
}

function NoteDialog({ member, onDone, onClose }: DialogProps) {
  const form = useZodForm(memberNoteRequestSchema, { body: '' });
  return (
    <Dialog open title={`Note on ${member.username}`} onClose={onClose}>
      <Form
        form={form}
        submitLabel="Add note"
        onCancel={onClose}
        onSubmit={async (values) => {
          await api.post(pathOf(P.adminMemberNotes, { id: member.id }), values);
          toast.success('Note added.');
          await onDone();
          onClose();
        }}
      >
        <TextareaField name="body" label="Note" rows={5} maxLength={2000} />
      </Form>
    </Dialog>
  );
}

function AdjustDialog({ member, onDone, onClose }: DialogProps) {
  const form = useZodForm(adjustmentRequestSchema, { direction: 'credit', amount: 0, reason: '' });
  const main = member.wallets.find((w) => w.walletCode === 'MAIN')?.balance ?? 0;
  return (
    <Dialog open title={`Adjust the balance of ${member.username}`} onClose={onClose}>
      <p className="muted">
        Main balance now: <Money amount={main} />. Owner and finance apply amounts up to the brand&apos;s
        threshold at once; larger amounts, and every request by support, wait for a second operator.
      </p>
      <Form
        form={form}
        submitLabel="Submit"
        onCancel={onClose}
        onSubmit={async (values) => {
          const done = await api.post<Adjustment>(
            pathOf(P.adminMemberAdjustments, { id: member.id }),
            values,
          );
          toast.success(
            done.status === 'applied'
              ? 'The adjustment is applied.'
              : 'The adjustment waits for approval by another operator.',
          );
          await onDone();
          onClose();
        }}
      >
        <SelectField
          name="direction"
          label="Direction"
          options={[
            { value: 'credit', label: 'Credit (add to the balance)' },
            { value: 'debit', label: 'Debit (take from the balance)' },
          ]}
        />
        <MoneyField name="amount" label="Amount" symbol={member.currency} min={0.01} />
        <TextareaField name="reason" label="Reason" maxLength={500} />
      </Form>
    </Dialog>
  );
}

function MessageDialog({ member, onDone, onClose }: DialogProps) {
  const form = useZodForm(operatorMessageRequestSchema, { title: '', body: '', username: member.username });
  return (
    <Dialog open title={`Message ${member.username}`} onClose={onClose}>
      <p className="muted">Written in the brand&apos;s default language; the member reads it in its inbox.</p>
      <Form
        form={form}
        submitLabel="Send"
        onCancel={onClose}
        onSubmit={async (values) => {
          await api.post(ADMIN_API.adminMessages, values);
          toast.success('Message sent.');
          await onDone();
          onClose();
        }}
      >
        <TextField name="title" label="Title" />
        <TextareaField name="body" label="Message" rows={5} maxLength={2000} />
      </Form>
    </Dialog>
  );
}
