import type { MessageList } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '../hooks/use-messages';
import { MessagesInbox } from './messages-inbox';

beforeAll(async () => {
  await initI18n('EN');
});

type Stored = { id: number; title: string; body: string; read: boolean; deleted: boolean };
let stored: Stored[];
let calls: { path: string; method: string; body: unknown }[];

const listValue = (): MessageList => {
  const visible = stored.filter((m) => !m.deleted);
  return {
    list: visible.map((m) => ({
      id: m.id,
      kind: 'deposit',
      title: m.title,
      preview: m.body.slice(0, 20),
      createdDateStr: '2026-03-10 10:00:00',
      read: m.read,
    })),
    pageNo: 1,
    pageSize: 10,
    totalCount: visible.length,
    totalPages: visible.length ? 1 : 0,
    unreadCount: visible.filter((m) => !m.read).length,
  };
};

beforeEach(() => {
  calls = [];
  stored = [
    {
      id: 7,
      title: 'Deposit credited',
      body: 'Your deposit of 100.00 was credited.',
      read: false,
      deleted: false,
    },
    { id: 5, title: 'Welcome to Royal Lotus', body: 'Welcome!', read: true, deleted: false },
  ];
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body as string) as { id: number }) : undefined;
    calls.push({ path: url.pathname, method, body });
    const name = url.pathname.split('/').at(-1);
    let value: unknown = listValue();
    if (name === 'CSP_unreadCount') value = { count: listValue().unreadCount };
    if (name === 'CSP_readMessage') {
      const m = stored.find((s) => s.id === body?.id)!;
      m.read = true;
      value = { ...listValue().list.find((s) => s.id === m.id), body: m.body };
    }
    if (name === 'CSP_deleteMessage') {
      stored.find((s) => s.id === body?.id)!.deleted = true;
      value = { changed: 1, unreadCount: listValue().unreadCount };
    }
    if (name === 'CSP_readAllMessages') {
      for (const s of stored) s.read = true;
      value = { changed: 1, unreadCount: 0 };
    }
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function Badge() {
  return <output data-testid="badge">{useUnreadCount()}</output>;
}

function renderInbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Badge />
      <MessagesInbox />
    </QueryClientProvider>,
  );
}

describe('the platform messages', () => {
  it('lists messages with unread dots; opening one shows its body and the badge drops', async () => {
    renderInbox();
    const item = await screen.findByTestId('message-7');
    expect(within(item).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(screen.getByTestId('message-5')).queryByRole('img', { name: 'Unread' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
    fireEvent.click(within(item).getByText('Deposit credited'));
    expect((await screen.findByTestId('message-body')).textContent).toBe(
      'Your deposit of 100.00 was credited.',
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/wps/relay/CSP_readMessage',
      body: { id: 7 },
    });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
    expect(screen.getByTestId('inbox-unread').textContent).toBe('Unread messages: 0');
  });

  it('deletes a message after confirmation', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('delete-5'));
    const dialog = screen.getByTestId('delete-confirm');
    expect(dialog.textContent).toContain('Welcome to Royal Lotus');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-5')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('CSP_deleteMessage'))?.body).toEqual({ id: 5 });
  });

  it('keeps a message when the deletion is cancelled, and marks all read', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('delete-7'));
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(calls.some((c) => c.path.endsWith('CSP_deleteMessage'))).toBe(false);
    fireEvent.click(screen.getByTestId('read-all'));
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));
    await waitFor(() => expect(screen.queryByTestId('read-all')).toBeNull());
  });

  it('shows the empty state', async () => {
    stored = [];
    renderInbox();
    expect(await screen.findByTestId('inbox-empty')).toBeTruthy();
  });
});
