import type { LegalDocument } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import LegalPage from './legal-page';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const TERMS: LegalDocument = {
  kind: 'terms',
  language: 'EN',
  title: 'Terms of use',
  content:
    '<p>Welcome.</p><h3>1. Who may play</h3><p>Adults only.</p><h4>Proof of age</h4><p>We may ask.</p>' +
    '<h3>2. Your account</h3><p>One per person.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  version: '2026.1',
  updatedDate: '2026-11-01',
};

type Answer = { status: number; body: unknown } | Promise<never>;
let calls: string[] = [];

/** Answers the site's calls in turn (the last answer repeats). */
function answer(...answers: Answer[]) {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push(
      `${new URL(input, 'http://site.test').pathname} ${new Headers(init?.headers).get('language')}`,
    );
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    const { status, body } = await next;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
const ok = (value: unknown) => ({ status: 200, body: { success: true, value, message: 'OK' } });
const refused = (status: number, errorCode: string) => ({
  status,
  body: { success: false, value: null, message: 'refused', errorCode },
});

function renderPage(kind: LegalDocument['kind'] = 'terms') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LegalPage kind={kind} />
    </QueryClientProvider>,
  );
}

describe('the legal document page', () => {
  it('says it is loading, with the document’s name as the heading', async () => {
    answer(new Promise<never>(() => {}));
    renderPage('privacy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(screen.getByRole('status').textContent).toContain('Loading the document');
    await waitFor(() => expect(calls).toEqual(['/wps/legal/documents/privacy EN']));
  });

  it('shows the document with its version, date and a table of contents of its headings', async () => {
    answer(ok(TERMS));
    renderPage();
    expect((await screen.findByTestId('legal-meta')).textContent).toBe(
      'Version 2026.1·Last updated 2026-11-01',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1. Who may play', '#legal-1'],
      ['Proof of age', '#legal-2'],
      ['2. Your account', '#legal-3'],
    ]);
    const heading = screen.getByRole('heading', { level: 3, name: '2. Your account' });
    expect(heading.id).toBe('legal-3');
    const page = screen.getByTestId('page-legal-terms');
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByTestId('legal-fallback')).toBeNull();
  });

  it('leaves out the table of contents of a document without headings', async () => {
    answer(ok({ ...TERMS, content: '<p>Short and plain.</p>' }));
    renderPage();
    expect(await screen.findByText('Short and plain.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when the document is shown in English because the language has none', async () => {
    await changeLanguage('TH');
    try {
      answer(ok(TERMS));
      renderPage();
      const note = await screen.findByTestId('legal-fallback');
      expect(note.textContent).not.toBe('');
      expect(screen.getByRole('article').getAttribute('lang')).toBe('en');
      expect(calls).toEqual(['/wps/legal/documents/terms TH']);
    } finally {
      await changeLanguage('EN');
    }
  });

  it('offers a retry when the call fails, and shows the document once it answers', async () => {
    answer(refused(500, 'system.error'), ok(TERMS));
    renderPage();
    const alert = await screen.findByTestId('legal-error');
    expect(alert.textContent).toContain('could not be loaded');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('legal-meta')).toBeTruthy();
    expect(screen.queryByTestId('legal-error')).toBeNull();
  });

  it('says so when the brand has not published the document', async () => {
    answer(refused(404, 'legal.document.missing'));
    renderPage('responsible-gaming');
    const alert = await screen.findByTestId('legal-error');
    expect(alert.textContent).toContain('has not been published yet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Responsible gaming');
  });
});
