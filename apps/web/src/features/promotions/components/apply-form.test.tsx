import { PROMOTION_APPLICATION } from '@platform/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { applyToPromotion } from '../api/promotion-calls';
import { ApplyForm } from './apply-form';

vi.mock('../api/promotion-calls', () => ({ applyToPromotion: vi.fn() }));
const apply = vi.mocked(applyToPromotion);

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};
const gif = (name: string) =>
  new File([new TextEncoder().encode('GIF89a......')], name, { type: 'image/gif' });

beforeAll(async () => {
  await initI18n('EN');
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  apply.mockReset();
});

function renderForm(gate: (action: () => void) => void = (action) => action()) {
  const onApplied = vi.fn();
  render(<ApplyForm promotionId={7} requireRealAccount={gate} onApplied={onApplied} />);
  // The input's `accept` would hide refused files from the picker; the checks must hold without it.
  const user = userEvent.setup({ applyAccept: false });
  return { user, onApplied, input: screen.getByTestId<HTMLInputElement>('apply-images') };
}

const imagesError = () => screen.getByTestId('field-error-images').textContent;

describe('the promotion application form', () => {
  it('refuses a remark of 141 characters, with the limit in words, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Remark' }));
    await user.paste('x'.repeat(141));
    expect(screen.getByTestId('remark-counter').textContent).toBe('141 / 140');
    await user.click(screen.getByTestId('apply-submit'));
    expect(screen.getByTestId('field-error-remark').textContent).toBe(
      'The remark can have at most 140 characters.',
    );
    expect(apply).not.toHaveBeenCalled();
  });

  it('accepts a remark of exactly 140 characters', async () => {
    const { user } = renderForm();
    apply.mockResolvedValue({
      id: 1,
      remark: 'x'.repeat(140),
      images: [],
      status: 'applying',
      createdDateStr: '2026-01-01 10:00:00',
    });
    await user.click(screen.getByRole('textbox', { name: 'Remark' }));
    await user.paste(`  ${'x'.repeat(140)}  `);
    await user.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(apply).toHaveBeenCalledWith(7, 'x'.repeat(140), []));
    expect(screen.queryByTestId('field-error-remark')).toBeNull();
  });

  it('keeps three images and refuses a fourth', async () => {
    const { user, input } = renderForm();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await user.upload(screen.getByTestId('apply-images'), [png('c.png'), png('d.png')]);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['a.png', 'b.png', 'c.png']);
    expect(imagesError()).toBe('You can attach at most 3 images.');
    // Full: no way to add more until one is removed.
    expect(screen.queryByTestId('apply-images')).toBeNull();
    await user.click(screen.getByTestId('remove-image-1'));
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['a.png', 'c.png']);
    expect(screen.getByTestId('apply-images')).toBeTruthy();
  });

  it('refuses a GIF, and a GIF renamed .png', async () => {
    const { user, input } = renderForm();
    await user.upload(input, gif('party.gif'));
    expect(imagesError()).toBe('party.gif is not a PNG or JPG image.');
    const renamed = new File([new TextEncoder().encode('GIF89a......')], 'renamed.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByTestId('apply-images'), renamed);
    expect(imagesError()).toBe('renamed.png is not a PNG or JPG image.');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('refuses an image of 5 MB and accepts one just under', async () => {
    const { user, input } = renderForm();
    await user.upload(input, png('big.png', PROMOTION_APPLICATION.maxImageBytes));
    expect(imagesError()).toBe('big.png is too large: each image must be under 5 MB.');
    await user.upload(
      screen.getByTestId('apply-images'),
      png('ok.png', PROMOTION_APPLICATION.maxImageBytes - 1),
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['ok.png']);
  });

  it('sends the trimmed remark and the kept images once the account may apply', async () => {
    const gate = vi.fn();
    const { user, input } = renderForm(gate);
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), '  deposit #123  ');
    await user.upload(input, [png('proof.png')]);
    await user.click(screen.getByTestId('apply-submit'));
    // A visitor or a trial account is stopped by the gate: nothing is sent.
    expect(gate).toHaveBeenCalledOnce();
    expect(apply).not.toHaveBeenCalled();
    const application = {
      id: 3,
      remark: 'deposit #123',
      images: ['/wps/promotions/applications/3/images/0'],
      status: 'applying' as const,
      createdDateStr: '2026-01-01 10:00:00',
    };
    apply.mockResolvedValue(application);
    const action = gate.mock.calls[0]?.[0] as () => void;
    action();
    await waitFor(() => expect(apply).toHaveBeenCalledOnce());
    const [id, remark, files] = apply.mock.calls[0]!;
    expect([id, remark, files.map((f) => f.name)]).toEqual([7, 'deposit #123', ['proof.png']]);
  });

  it('shows the server refusal of the images under the images', async () => {
    apply.mockImplementation(async () => {
      throw new ApiError(400, undefined, 'images: the 1st file is not a PNG or JPEG image', {
        field: 'images',
      });
    });
    const { user, input } = renderForm();
    await user.upload(input, [png('proof.png')]);
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('images: the 1st file is not a PNG or JPEG image')).toBeTruthy();
    expect(screen.getByTestId('field-error-images').textContent).toContain('not a PNG or JPEG');
  });
});
