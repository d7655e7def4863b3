import { encodeServicePath, type SystemStatus } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { systemStatusQuery } from '@/lib/system';
import { useToasts } from '@/lib/toast';
import { customerServiceLink } from '../api/content-calls';
import { useCustomerService } from './use-customer-service';

const pathList = [
  { type: '3', path: encodeServicePath('/support', 'demo') },
  { type: '5', path: encodeServicePath('https://vip.example.com/chat', 'demo') },
];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemStatusQuery().queryKey, {
    info: { brand: { merchantCode: 'demo' } },
  } as unknown as SystemStatus);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function stubAnswer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
}

function fakeWindow() {
  const win = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  win.close.mockImplementation(() => (win.closed = true));
  const open = vi.fn(() => win as unknown as Window);
  vi.stubGlobal('open', open);
  return { win, open };
}

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
});

describe('the customer-service link', () => {
  it('decodes the chat, or the VIP desk for a VIP', () => {
    const service = { version: { pathList } };
    expect(customerServiceLink(service, 'demo', false, 'http://site.test/')).toBe('http://site.test/support');
    expect(customerServiceLink(service, 'demo', true, 'http://site.test/')).toBe(
      'https://vip.example.com/chat',
    );
    const chatOnly = { version: { pathList: pathList.slice(0, 1) } };
    expect(customerServiceLink(chatOnly, 'demo', true, 'http://site.test/')).toBe('http://site.test/support');
    expect(customerServiceLink({ version: { pathList: [] } }, 'demo', false, 'http://site.test/')).toBeNull();
  });

  it('refuses an address that is not http(s)', () => {
    const service = {
      version: { pathList: [{ type: '3', path: encodeServicePath('javascript:alert(1)', 'demo') }] },
    };
    expect(customerServiceLink(service, 'demo', false, 'http://site.test/')).toBeNull();
  });
});

describe('opening customer service', () => {
  it('opens a 440x500 window at once, then sends it to the chat', async () => {
    stubAnswer(200, { success: true, value: { version: { pathList } }, message: 'OK' });
    const { win, open } = fakeWindow();
    const { result } = renderHook(() => useCustomerService(false), { wrapper });
    act(() => result.current());
    // Synchronously, inside the click: pop-up blockers allow nothing later.
    expect(open).toHaveBeenCalledWith(
      '',
      'customer-service',
      expect.stringContaining('width=440,height=500'),
    );
    await waitFor(() => expect(win.location.href).toBe(`${window.location.origin}/support`));
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('closes the window again and says so when the link cannot be had', async () => {
    stubAnswer(404, { success: false, value: null, message: 'No customer service', errorCode: 'not.found' });
    const { win } = fakeWindow();
    const { result } = renderHook(() => useCustomerService(false), { wrapper });
    act(() => result.current());
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ tone: 'error', text: expect.stringContaining('Customer service') }),
    ]);
  });
});
