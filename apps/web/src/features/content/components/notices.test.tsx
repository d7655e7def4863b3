import type { Notice } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useUi } from '@/lib/ui-store';
import { noticesQuery } from '../api/content-calls';
import { AnnouncementModal } from './announcement-modal';
import { NoticeBar } from './notice-bar';

const notice = (id: number, title: string, content = `<p>Content of ${title}</p>`): Notice => ({
  id,
  type: 'PL',
  title,
  content,
  startDateStr: `2026-11-0${id} 10:30:00`,
  execution: 'B',
});

const NOTICES = [
  notice(1, 'Bank maintenance'),
  notice(2, 'New slots this week'),
  notice(
    3,
    'Keep your account safe',
    '<p>Never share your password.</p><script>window.__pwned = true</script>' +
      '<img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">click</a>',
  ),
];

function renderWithNotices(ui: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(noticesQuery('PL', 'EN', null).queryKey, NOTICES);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const rows = () => screen.getAllByRole('button', { expanded: false, name: /2026/ });
const openRows = () => screen.queryAllByRole('button', { expanded: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  useUi.getState().close();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('the notice bar', () => {
  it('scrolls the titles of the player notices', () => {
    renderWithNotices(<NoticeBar />);
    const bar = screen.getByTestId('notice-bar');
    for (const n of NOTICES) expect(within(bar).getByTestId(`notice-${n.id - 1}`).textContent).toBe(n.title);
  });

  it('opens the announcement modal at the clicked notice', async () => {
    renderWithNotices(<NoticeBar />);
    await userEvent.click(screen.getByTestId('notice-1'));
    expect(useUi.getState()).toMatchObject({ modal: 'notices', noticeIndex: 1 });
  });

  it('has a pause button that stops and starts the scrolling, and holds still under the pointer', async () => {
    renderWithNotices(<NoticeBar />);
    const track = () => screen.getByTestId('notice-0').closest('[data-moving]');
    expect(track()?.getAttribute('data-moving')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause the notices' }));
    expect(track()?.getAttribute('data-moving')).toBe('false');
    // Still paused once the focus leaves the button; play starts it again at once.
    await userEvent.tab();
    expect(track()?.getAttribute('data-moving')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Play the notices' }));
    expect(track()?.getAttribute('data-moving')).toBe('true');
    fireEvent.pointerEnter(screen.getByTestId('notice-bar'), { pointerType: 'mouse' });
    expect(track()?.getAttribute('data-moving')).toBe('false');
    fireEvent.pointerLeave(screen.getByTestId('notice-bar'), { pointerType: 'mouse' });
    expect(track()?.getAttribute('data-moving')).toBe('true');
  });

  it('stands still from the start when the visitor asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderWithNotices(<NoticeBar />);
      const track = screen.getByTestId('notice-0').closest('[data-moving]');
      expect(track?.getAttribute('data-moving')).toBe('false');
      expect(screen.getByRole('button', { name: 'Play the notices' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing when there is no notice', () => {
    const client = new QueryClient();
    client.setQueryData(noticesQuery('PL', 'EN', null).queryKey, []);
    render(
      <QueryClientProvider client={client}>
        <NoticeBar />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('notice-bar')).toBeNull();
  });
});

describe('the announcement modal', () => {
  it('opens with every row closed, showing titles and start times', () => {
    renderWithNotices(<AnnouncementModal initialIndex={null} onClose={() => undefined} />);
    expect(rows()).toHaveLength(3);
    expect(openRows()).toHaveLength(0);
    expect(screen.getByText('2026-11-01 10:30:00')).toBeTruthy();
    expect(screen.queryByText('Content of Bank maintenance')).toBeNull();
  });

  it('opens at the notice clicked in the bar', () => {
    renderWithNotices(<AnnouncementModal initialIndex={1} onClose={() => undefined} />);
    expect(openRows().map((b) => b.textContent)).toEqual([expect.stringContaining('New slots this week')]);
    expect(screen.getByTestId('notice-content-1').textContent).toBe('Content of New slots this week');
  });

  it('keeps one row open at a time, and a click on the open row closes it', async () => {
    renderWithNotices(<AnnouncementModal initialIndex={null} onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('notice-row-0'));
    expect(screen.getByTestId('notice-content-0')).toBeTruthy();
    await userEvent.click(screen.getByTestId('notice-row-1'));
    expect(screen.queryByTestId('notice-content-0')).toBeNull();
    expect(screen.getByTestId('notice-content-1')).toBeTruthy();
    expect(openRows()).toHaveLength(1);
    await userEvent.click(screen.getByTestId('notice-row-1'));
    expect(openRows()).toHaveLength(0);
  });

  it('never runs or renders a script from the content', async () => {
    renderWithNotices(<AnnouncementModal initialIndex={null} onClose={() => undefined} />);
    await userEvent.click(screen.getByTestId('notice-row-2'));
    const content = screen.getByTestId('notice-content-2');
    expect(content.textContent).toContain('Never share your password.');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|javascript:|__pwned/);
    await new Promise((r) => setTimeout(r, 20));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('closes with its close button', async () => {
    let closed = false;
    renderWithNotices(<AnnouncementModal initialIndex={null} onClose={() => (closed = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toBe(true);
  });
});
