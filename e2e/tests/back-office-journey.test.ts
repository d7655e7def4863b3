import { randomBytes, randomUUID } from 'node:crypto';
import { API, ADMIN_CONTENT_PATHS } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeToken, openScreen, sections, signInToBackOffice } from '../support/back-office.js';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { memberBalance, memberCall, memberToken } from '../support/member-api.js';

// The operators' back office in the browser: an owner publishes a banner the site shows in two languages,
// finance pays a withdrawal from its queue and approves a balance adjustment support asked for, support
// answers feedback and messages a member, and a viewer reads the screens without a way to change them.
// The members used here (joyjoy88, kenneth03, nicole19 of the demo's team) are changed by no other journey.

const MEMBER = { username: 'joyjoy88', password: 'Lotus2026' };
const PAYMENT_PASSWORD = '135790';
/** A member support adjusts, and one who writes feedback. */
const ADJUSTED = { username: 'kenneth03', password: 'Lotus2026' };
const WRITER = { username: 'nicole19', password: 'Lotus2026' };

let sessions: BrowserSession[] = [];
afterEach(async () => {
  for (const s of sessions) await s.close();
  sessions = [];
});

async function browser(name: string): Promise<BrowserSession> {
  const session = await openBrowser(name);
  sessions.push(session);
  return session;
}

/** Finds a member on the members screen and opens it. */
async function openMember(page: Page, username: string): Promise<void> {
  await openScreen(page, 'Members');
  await page.getByLabel('Search', { exact: true }).fill(username);
  const row = page.locator('table[aria-label="Members"] tbody tr', { hasText: username });
  await expect.poll(() => row.count()).toBe(1);
  await row.click();
  await expect.poll(() => page.locator('h1', { hasText: username }).first().isVisible()).toBe(true);
}

/** The site's home in one language: the titles of the banners its strip shows. */
async function homeBannerTitles(page: Page, baseUrl: string, language: string): Promise<string[]> {
  await page.goto(baseUrl);
  await page.evaluate((l) => localStorage.setItem('lang', l), language);
  await page.reload();
  await dismissPopups(page, 1500);
  await page.getByTestId('banner-strip').first().waitFor({ timeout: 20_000 });
  return page
    .getByTestId('banner-strip')
    .first()
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
}

describe('the back office', () => {
  it('an owner signs in with an authenticator code and publishes a banner the site shows in two languages', async () => {
    const { page, baseUrl } = await browser('back-office-banner');
    await signInToBackOffice(page, baseUrl, 'admin');
    await openScreen(page, 'Banners');

    const tag = randomBytes(3).toString('hex');
    const titles = { EN: `Lotus festival ${tag}`, TH: `เทศกาลโลตัส ${tag}` };
    await page.getByRole('button', { name: 'Add banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.locator('#banner-group').selectOption('w_home');
    await dialog.locator('#banner-sort').fill('0');
    await dialog.locator('#banner-image').fill('/art/banners/w_home-1.svg');
    const languages = dialog.getByRole('tablist', { name: 'Title language' });
    await languages.getByRole('tab', { name: 'en', exact: true }).click();
    await dialog.getByLabel('Title', { exact: true }).fill(titles.EN);
    await languages.getByRole('tab', { name: 'th', exact: true }).click();
    await dialog.getByLabel('Title', { exact: true }).fill(titles.TH);
    await dialog.getByRole('button', { name: 'Add banner' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = page.locator('table[aria-label="Banners"] tbody tr', { hasText: titles.EN });
    await expect.poll(() => row.count()).toBe(1);

    // The site's home, in English and in Thai, shows the banner with the title of its language.
    const site = await browser('back-office-banner-site');
    await expect
      .poll(() => homeBannerTitles(site.page, baseUrl, 'EN'), { timeout: 40_000, interval: 1000 })
      .toContain(titles.EN);
    await expect
      .poll(() => homeBannerTitles(site.page, baseUrl, 'TH'), { timeout: 40_000, interval: 1000 })
      .toContain(titles.TH);

    // The owner takes it down again: the other journeys find the home as the demo has it.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete banner' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(() => homeBannerTitles(site.page, baseUrl, 'EN'), { timeout: 40_000, interval: 1000 })
      .not.toContain(titles.EN);
  });

  it('finance pays a pending withdrawal from the withdrawals queue', async () => {
    const { page, baseUrl } = await browser('back-office-withdrawal');
    // The member asks for a withdrawal through the site's calls (payment password and bank account first).
    const token = await memberToken(baseUrl, MEMBER.username, MEMBER.password);
    const set = await memberCall(
      baseUrl,
      'POST',
      API.paymentPasswordSet,
      {
        loginPassword: MEMBER.password,
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
      token,
    );
    if (!set.success) expect(set.errorCode).toBe('payment.password.already.set');
    const bank = await memberCall(
      baseUrl,
      'POST',
      API.bankAccounts,
      {
        bankCode: 'BDO',
        accountName: 'Joy Santos',
        accountNumber: '009876543210',
        paymentPassword: PAYMENT_PASSWORD,
      },
      token,
    );
    if (!bank.success) expect(bank.errorCode).toBe('bank.account.duplicate');
    const info = await memberCall(baseUrl, 'GET', API.withdrawInfo, undefined, token);
    expect(info.success, info.message).toBe(true);
    const account = (info.value.bankAccounts as { id: number; accountName: string }[]).find(
      (a) => a.accountName === 'Joy Santos',
    );
    expect(account).toBeTruthy();
    const before = await memberBalance(baseUrl, token);
    const asked = await memberCall(
      baseUrl,
      'POST',
      API.withdrawals,
      { amount: 120, bankAccountId: account!.id, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() },
      token,
    );
    expect(asked.success, asked.message).toBe(true);
    const withdrawalId = asked.value.withdrawal.id as number;
    const orderNo = asked.value.withdrawal.orderNo as string;
    expect(await memberBalance(baseUrl, token)).toBeCloseTo(before - 120, 2);

    // finance finds it in the queue and pays it.
    await signInToBackOffice(page, baseUrl, 'finance01');
    await openScreen(page, 'Deposits and withdrawals');
    await page.getByRole('tab', { name: /Withdrawals/ }).click();
    const row = page.locator('table[aria-label="Withdrawals"] tbody tr', { hasText: orderNo });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve #${withdrawalId}` });
    await dialog.getByLabel(/Note/).fill('paid by bank transfer');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The pending list no longer has it; the member sees it paid, the balance held once (not twice).
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(async () => {
        const detail = await memberCall(
          baseUrl,
          'GET',
          API.withdrawalDetail.replace(':id', String(withdrawalId)),
          undefined,
          token,
        );
        return detail.value?.status as string;
      })
      .toBe('paid');
    expect(await memberBalance(baseUrl, token)).toBeCloseTo(before - 120, 2);
  });

  it('support asks for a balance adjustment on a member, finance approves it, the balance moves once', async () => {
    const { page, baseUrl } = await browser('back-office-adjustment');
    const token = await memberToken(baseUrl, ADJUSTED.username, ADJUSTED.password);
    const before = await memberBalance(baseUrl, token);
    const reason = `Goodwill credit ${randomBytes(3).toString('hex')}`;

    // support finds the member, opens it and asks for a credit (support's requests always wait).
    await signInToBackOffice(page, baseUrl, 'support01');
    await openMember(page, ADJUSTED.username);
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${ADJUSTED.username}` });
    await dialog.locator('select[name="direction"]').selectOption('credit');
    await dialog.locator('input[name="amount"]').fill('75.25');
    await dialog.locator('textarea[name="reason"]').fill(reason);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await memberBalance(baseUrl, token)).toBeCloseTo(before, 2);

    // finance approves it in the adjustments list.
    const finance = await browser('back-office-adjustment-finance');
    await signInToBackOffice(finance.page, baseUrl, 'finance01');
    await openScreen(finance.page, 'Balance adjustments');
    const row = finance.page.locator('table[aria-label="Adjustments"] tbody tr', { hasText: reason });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = finance.page.getByRole('dialog', { name: 'Approve adjustment' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await expect.poll(() => memberBalance(baseUrl, token)).toBeCloseTo(before + 75.25, 2);
    // Once: another look later finds the same balance.
    await finance.page.reload();
    await expect.poll(() => sections(finance.page).isVisible()).toBe(true);
    expect(await memberBalance(baseUrl, token)).toBeCloseTo(before + 75.25, 2);
  });

  it('support answers the feedback of a member and sends it a message; the member reads both', async () => {
    const { page, baseUrl } = await browser('back-office-feedback');
    const token = await memberToken(baseUrl, WRITER.username, WRITER.password);
    const tag = randomBytes(3).toString('hex');
    const content = `My deposit ${tag} took two hours to show. Is that normal?`;
    // The member writes through the site's call.
    const sent = await fetch(`${baseUrl}${API.feedback}`, {
      method: 'PUT',
      headers: { merchant: 'demo', 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ questionType: 'deposit', content }),
    });
    expect(sent.status).toBe(200);

    await signInToBackOffice(page, baseUrl, 'support01');
    await openScreen(page, 'Feedback');
    const row = page.locator('table[aria-label="Feedback"] tbody tr', { hasText: tag });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Answer' }).click();
    const answerDialog = page.getByRole('dialog', { name: /^Answer feedback #/ });
    const answer = `Answer ${tag}: bank transfers can take up to two hours.`;
    await answerDialog.locator('textarea[name="body"]').fill(answer);
    await answerDialog.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => answerDialog.isVisible()).toBe(false);

    await openMember(page, WRITER.username);
    await page.getByRole('button', { name: 'Message', exact: true }).click();
    const messageDialog = page.getByRole('dialog', { name: `Message ${WRITER.username}` });
    const title = `Your deposit ${tag}`;
    await messageDialog.locator('input[name="title"]').fill(title);
    await messageDialog.locator('textarea[name="body"]').fill('It was credited; thank you for waiting.');
    await messageDialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => messageDialog.isVisible()).toBe(false);

    // The member's inbox (the site's call) has both.
    const inbox = async () => {
      const list = await memberCall(baseUrl, 'GET', `${API.messageList}?pageSize=50`, undefined, token);
      return (list.value?.list ?? []) as { title: string; preview: string }[];
    };
    await expect.poll(async () => (await inbox()).some((m) => m.title === title)).toBe(true);
    await expect
      .poll(async () => (await inbox()).some((m) => `${m.title} ${m.preview}`.includes(`Answer ${tag}`)))
      .toBe(true);
  });

  it('a viewer reads the screens without write buttons, and a write forced through the API is refused', async () => {
    const { page, baseUrl } = await browser('back-office-viewer');
    // The owner adds the viewer on the operators screen.
    await signInToBackOffice(page, baseUrl, 'admin');
    await openScreen(page, 'Operators');
    const username = `viewer${randomBytes(2).toString('hex')}`;
    await page.getByRole('button', { name: 'Add operator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add operator' });
    await dialog.locator('input[name="username"]').fill(username);
    await dialog.locator('input[name="password"]').fill('Lotus2026view');
    await dialog.locator('select[name="role"]').selectOption('viewer');
    await dialog.getByRole('button', { name: 'Add operator' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('table[aria-label="Operators"] tbody tr', { hasText: username }).count())
      .toBe(1);

    const viewer = await browser('back-office-viewer-reads');
    const p = viewer.page;
    await signInToBackOffice(p, baseUrl, username, 'Lotus2026view');
    // Owner-only screens are not offered.
    expect(await sections(p).getByRole('link', { name: 'Operators', exact: true }).count()).toBe(0);

    await openScreen(p, 'Banners');
    await expect.poll(() => p.locator('table[aria-label="Banners"] tbody tr').count()).toBeGreaterThan(0);
    expect(await p.getByRole('button', { name: 'Add banner' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: /^(Disable|Enable|Delete|Move up|Move down)$/ }).count()).toBe(
      0,
    );

    await openScreen(p, 'Deposits and withdrawals');
    await p.getByRole('tab', { name: /Withdrawals/ }).click();
    await expect.poll(() => p.getByText('Your role reads this queue').isVisible()).toBe(true);
    expect(await p.getByRole('button', { name: /^(Approve|Reject)$/ }).count()).toBe(0);

    await openMember(p, MEMBER.username);
    expect(
      await p
        .getByRole('button', {
          name: /^(Lock|Unlock|Force password reset|VIP level|Add tag|Add note|Adjust balance|Message)$/,
        })
        .count(),
    ).toBe(0);

    // The server refuses a write all the same.
    const token = await backOfficeToken(p);
    expect(token).not.toBe('');
    const res = await fetch(`${baseUrl}${ADMIN_CONTENT_PATHS.banners}`, {
      method: 'POST',
      headers: {
        merchant: 'demo',
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        groupName: 'w_home',
        imageUrl: '/art/banners/w_home-1.svg',
        linkageType: 0,
        linkUrl: null,
        enabled: true,
        texts: { EN: { title: 'Not allowed' } },
      }),
    });
    expect(res.status).toBe(403);
  });
});
