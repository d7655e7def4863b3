import { randomBytes } from 'node:crypto';
import { API, encryptPayload, rsaKeySchema } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openMemberCentre } from './member.js';

// A member of its own for a journey that moves money, so that the demo player's balance and records stay as
// the journeys that read them expect, whatever order the files run in.

type Envelope = { success: boolean; value: unknown; message: string };

/**
 * Registers a new member through the site's own (encrypted) call and answers its login. Each comes from a
 * private address of its own (`X-Forwarded-For`, trusted by the journeys' server), so that these members do
 * not use up the brand's daily accounts per address that the registrations through the browser count on.
 */
export async function registerMember(baseUrl: string, prefix: string) {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const password = 'Lotus2026x';
  const key = (await (
    await fetch(`${baseUrl}${API.rsaKey}`, { headers: { merchant: 'demo' } })
  ).json()) as Envelope;
  const sealed = await encryptPayload(rsaKeySchema.parse(key.value), {
    username,
    password,
    confirmPassword: password,
    registerMethod: 'WEB',
    ageConfirmed: true,
  });
  const res = await fetch(`${baseUrl}${API.register}`, {
    method: 'PUT',
    headers: {
      merchant: 'demo',
      'content-type': 'application/json',
      encryption: sealed.header,
      'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}`,
    },
    body: JSON.stringify(sealed.body),
  });
  const answer = (await res.json()) as Envelope;
  if (!res.ok || !answer.success) throw new Error(`register ${username}: ${res.status} ${answer.message}`);
  return { username, password };
}

/** Deposits `amount` through the sandbox gateway's hosted page, as a member does, and waits for the credit. */
export async function depositThroughSandbox(page: Page, amount: string): Promise<void> {
  await openMemberCentre(page);
  await page.getByTestId('mc-menu-depositv2').click();
  await expect.poll(() => page.getByTestId('deposit-page').isVisible()).toBe(true);
  await page.getByTestId('deposit-channel-sandbox').click();
  const form = page.getByTestId('deposit-form');
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.locator('button[value="pay"]').click();
  await expect
    .poll(() => page.getByTestId('deposit-result').getByTestId('deposit-status').getAttribute('class'), {
      timeout: 20_000,
    })
    .toMatch(/badge_paid/);
}
