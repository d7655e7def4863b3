import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { DownloadGuideModal } from './download-guide-modal';
import { QrCode } from '@/components/ui/qr-code';

beforeAll(async () => {
  await initI18n('EN');
});

describe('the download guide', () => {
  it('shows the iOS steps, then the Android steps, and closes', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DownloadGuideModal onClose={onClose} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('steps-ios').textContent).toContain('Add to Home Screen');
    await user.click(screen.getByTestId('guide-tab-android'));
    expect(screen.getByTestId('steps-android').textContent).toContain('Install app');
    expect(screen.getByTestId('steps-android').querySelectorAll('li')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('draws a QR code of the address in the browser', () => {
    render(<QrCode value="https://royal.example/down" label="QR" />);
    const svg = screen.getByRole('img', { name: 'QR' });
    expect(svg.getAttribute('data-qr')).toBe('https://royal.example/down');
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });
});
