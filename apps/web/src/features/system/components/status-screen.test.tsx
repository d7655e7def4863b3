import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { StatusScreen } from './status-screen';

beforeAll(async () => {
  await initI18n('EN');
});

describe('the maintenance page', () => {
  it("shows the operator's message when the site status gives one, as text", () => {
    render(
      <StatusScreen kind="maintenance" ip="10.0.0.1" message={'Back at 03:00 <b>after</b> the upgrade'} />,
    );
    const page = screen.getByTestId('status-maintenance');
    expect(screen.getByRole('heading').textContent).toBe('Platform under maintenance');
    expect(screen.getByTestId('status-message').textContent).toBe('Back at 03:00 <b>after</b> the upgrade');
    expect(page.querySelector('b')).toBeNull();
  });

  it("falls back to the site's own text when the operator wrote none", () => {
    const { unmount } = render(<StatusScreen kind="maintenance" ip="10.0.0.1" message={null} />);
    expect(screen.getByTestId('status-message').textContent).toBe(
      'We are upgrading the platform to serve you better. Please come back soon.',
    );
    unmount();
    render(<StatusScreen kind="maintenance" ip="10.0.0.1" message="  " />);
    expect(screen.getByTestId('status-message').textContent).toBe(
      'We are upgrading the platform to serve you better. Please come back soon.',
    );
  });
});
