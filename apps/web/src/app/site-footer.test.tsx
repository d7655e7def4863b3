import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useUi } from '@/lib/ui-store';
import { SiteFooter } from './site-footer';

// The vendor strip has its own calls and carousel; the footer's own parts are what is tested here.
vi.mock('@/features/games/components/vendor-strip', () => ({ VendorStrip: () => null }));

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function answerOperator(value: unknown) {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    const body =
      path === '/wps/legal/operator'
        ? { success: true, value, message: 'OK' }
        : { success: false, value: null, message: 'not here', errorCode: 'not.found' };
    return new Response(JSON.stringify(body), {
      status: path === '/wps/legal/operator' ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderFooter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteFooter brand="Royal Lotus" onCustomerService={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the site footer', () => {
  it('shows the operating company, its address and each licence with its number', async () => {
    answerOperator({
      company: { name: 'Royal Lotus Entertainment Ltd.', registeredAddress: 'Level 12, Lotus Tower' },
      licences: [
        { regulator: 'Demo Gaming Commission', number: 'DEMO-0000-RL' },
        { regulator: 'Other Authority', number: 'OA/42' },
      ],
    });
    renderFooter();
    const details = await screen.findByTestId('operator-details');
    expect(details.textContent).toContain('Operated by Royal Lotus Entertainment Ltd.');
    expect(details.textContent).toContain('Registered address: Level 12, Lotus Tower');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Demo Gaming Commission, licence no. DEMO-0000-RL', 'Other Authority, licence no. OA/42']);
  });

  it('links the terms, the privacy policy and responsible gaming', () => {
    answerOperator({ company: null, licences: [] });
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Responsible gaming', '/responsible-gaming'],
    ]);
  });

  it("opens the member centre's limits and self-exclusion under Play responsibly", () => {
    answerOperator({ company: null, licences: [] });
    renderFooter();
    const link = screen.getByTestId('footer-limits');
    expect(link.textContent).toBe('Limits and self-exclusion');
    fireEvent.click(link);
    expect(useUi.getState()).toMatchObject({ mcShow: true, mcPage: 'responsibleGaming' });
    useUi.getState().setMemberCentre(false);
  });

  it('shows no operator details for a brand that states none', async () => {
    let asked = false;
    answerOperator({ company: null, licences: [] });
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      asked = true;
      return fetch(...args);
    });
    renderFooter();
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('operator-details')).toBeNull();
  });
});
