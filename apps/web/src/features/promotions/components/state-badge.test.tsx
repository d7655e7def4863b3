import { PROMOTION_STATES, type PromotionState } from '@platform/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { CAN_APPLY, STATE_TONE } from './promotion-state';
import { StateBadge } from './state-badge';

beforeAll(async () => {
  await initI18n('EN');
});

const EXPECTED: Record<PromotionState, [label: string, tone: string]> = {
  joinNow: ['Join now', 'gold'],
  claimPayout: ['Claim payout', 'gold'],
  applying: ['Applying', 'blue'],
  registrationClosed: ['Registration closed', 'grey'],
  rejected: ['Rejected', 'red'],
  issued: ['Issued', 'green'],
  claimed: ['Claimed', 'grey'],
  inProgress: ['In progress', 'violet'],
  signedUp: ['Signed up', 'green'],
  comingSoon: ['Coming soon', 'blue'],
};

describe('the promotion state badge', () => {
  it.each(PROMOTION_STATES)('shows %s translated, in its colour', (state) => {
    render(<StateBadge state={state} />);
    const badge = screen.getByTestId('state-badge');
    const [label, tone] = EXPECTED[state];
    expect(badge.textContent).toBe(label);
    expect(badge.className).toContain(`tone-${tone}`);
    expect(STATE_TONE[state]).toBe(tone);
  });

  it('speaks the member language', async () => {
    await initI18n('CN');
    render(<StateBadge state="joinNow" />);
    expect(screen.getByTestId('state-badge').textContent).not.toBe('Join now');
    await initI18n('EN');
  });

  it('lets a member apply only to join now, or again after a rejection', () => {
    expect(PROMOTION_STATES.filter((s) => CAN_APPLY.includes(s))).toEqual(['joinNow', 'rejected']);
  });
});
