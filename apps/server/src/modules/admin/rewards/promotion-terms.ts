import {
  ADMIN_REWARDS_ERRORS,
  LANGUAGES,
  fieldErrorCode,
  formatMoney,
  type AdminPromotionRules,
  type PromotionWrite,
} from '@platform/contracts';
import type { MerchantSettings, PromotionRules } from '../../../db/schema.js';
import type { Brand } from '../../../lib/context.js';
import { badRequest } from '../../../lib/errors.js';
import { minTurnoverMultiple, promotionFigures } from '../../rewards/index.js';

type Texts = PromotionWrite['text'];
const FIELDS = ['title', 'summary', 'content'] as const;

const refuse = (field: string, text: string) =>
  badRequest(ADMIN_REWARDS_ERRORS.promotionTextFigures, `${field}: ${text}`, { field });
const invalid = (field: string, text: string) =>
  badRequest(fieldErrorCode(field), `${field}: ${text}`, { field });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts without markup, so that `P&nbsp;5,000` and `<b>P</b> 5,000` read as members read them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&');

/** The largest amount a promotion can pay, in major units (null: it pays nothing itself). */
export function maxPayout(rules: PromotionRules | null): number | null {
  if (!rules) return null;
  return rules.maxBonus;
}

/** What the promotion pays, in words from its figures (English; the back office shows it beside the texts). */
export function promotionTerms(
  rules: PromotionRules | null,
  symbol: string,
  settings: MerchantSettings,
): string {
  const money = (n: number) => `${symbol} ${formatMoney(n)}`;
  const floor = minTurnoverMultiple(settings);
  const floorText =
    floor > 1 ? ` The brand requires at least ${floor} times the bonus in any case (bonus settings).` : '';
  if (rules?.kind === 'deposit') {
    const once =
      rules.once === 'first'
        ? 'with the first paid deposit only, once per member'
        : rules.once === 'member'
          ? 'once per member'
          : "once per member and day (the brand's time zone)";
    return (
      `Pays ${rules.percent}% of a deposit of at least ${money(rules.minDeposit)}, at most ` +
      `${money(rules.maxBonus)} of bonus, ${once}, when the deposit is credited. The bonus is locked until ` +
      `valid bets reach ${rules.turnoverMultiple} times (deposit + bonus).${floorText}`
    );
  }
  if (rules?.kind === 'apply') {
    const amount =
      rules.minBonus === rules.maxBonus
        ? `a bonus of ${money(rules.minBonus)}`
        : `a bonus from ${money(rules.minBonus)} to ${money(rules.maxBonus)} (the operator sets it when approving)`;
    return (
      `Pays, when an operator approves a member's application, ${amount}, once per application. The bonus ` +
      `is locked until valid bets reach ${rules.turnoverMultiple} times the bonus.${floorText}`
    );
  }
  return 'Pays nothing by itself: the page informs members only.';
}

/** The figures the texts may name as `{placeholder}`, as members see them. */
export const figuresOf = (brand: Brand, rules: PromotionRules | null) =>
  promotionFigures(rules, brand.settings, brand.currencySymbol);

/**
 * Checks that the promotion's mode, figures and texts agree, so that no text promises what the promotion
 * does not pay: a deposit promotion has deposit figures, an application promotion application figures,
 * the others none; every `{placeholder}` of a text is a figure members will see filled in; and a paying
 * promotion's texts write no amount above what it pays (the brand's symbol and a number) and, for a
 * deposit promotion, no percentage other than the one it pays (`{maxBonus}`, `{percent}` keep them equal).
 */
export function checkPromotion(brand: Brand, body: PromotionWrite): void {
  const rules: AdminPromotionRules | null = body.rules;
  if (body.mode === 'deposit' && rules?.kind !== 'deposit')
    throw invalid('rules', 'a deposit promotion needs deposit figures (kind "deposit").');
  if (body.mode === 'apply' && rules?.kind !== 'apply')
    throw invalid('rules', 'an application promotion needs application figures (kind "apply").');
  if ((body.mode === 'auto' || body.mode === 'none') && rules !== null)
    throw invalid('rules', `a promotion of mode "${body.mode}" pays nothing itself; rules must be null.`);
  if (body.endsAt !== null && new Date(body.endsAt).getTime() <= new Date(body.startsAt).getTime())
    throw invalid('endsAt', 'must be after startsAt.');
  const texts: Texts = body.text;
  if (!texts[brand.defaultLanguage])
    throw invalid(
      `text.${brand.defaultLanguage}`,
      `the brand's default language (${brand.defaultLanguage}) is required; members of other languages read it.`,
    );

  const figures = figuresOf(brand, rules);
  const names = Object.keys(figures);
  const max = maxPayout(rules);
  const moneyPattern = new RegExp(
    `${escapeRegExp(brand.currencySymbol)}\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?`,
    'g',
  );
  for (const language of LANGUAGES) {
    const text = texts[language];
    if (!text) continue;
    for (const key of FIELDS) {
      const field = `text.${language}.${key}`;
      const value = text[key];
      for (const match of value.matchAll(/\{(\w+)\}/g)) {
        if (!names.includes(match[1]!))
          throw refuse(
            field,
            `{${match[1]}} is not a figure of this promotion` +
              (names.length > 0 ? `; it may use ${names.map((n) => `{${n}}`).join(', ')}.` : '.'),
          );
      }
      if (max === null) continue;
      const words = plain(value);
      for (const match of words.matchAll(moneyPattern)) {
        const amount = Number(`${match[1]!.replaceAll(',', '')}.${match[2] ?? '0'}`);
        if (amount > max)
          throw refuse(
            field,
            `the text names ${match[0].trim()}, more than the ${brand.currencySymbol} ${formatMoney(max)} this ` +
              'promotion pays at most; write the figure as {maxBonus} or change the figures.',
          );
      }
      if (rules?.kind === 'deposit') {
        for (const match of words.matchAll(/(?<![\w}])(\d+(?:\.\d+)?)\s*%/g)) {
          if (Number(match[1]) !== rules.percent)
            throw refuse(
              field,
              `the text names ${match[1]}%, but this promotion pays ${rules.percent}%; write {percent}% instead.`,
            );
        }
      }
    }
  }
}
