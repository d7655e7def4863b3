import type { MerchantSettings, PromotionRules } from '../../db/schema.js';
import { fillTemplate } from '../../lib/templates.js';

/**
 * The figures a promotion's texts show, from the same data the product pays by: the promotion's own rules
 * (a deposit promotion) and the brand's referral programme. A text writes `{maxBonus}` where it means
 * "P 5,000"; changing the rules changes the page and the payment together.
 */
export type PromotionFigures = Record<string, string>;

/** An amount as a promotion text shows it: the brand's symbol, a no-break space, no cents when whole. */
export function figureMoney(symbol: string, major: number): string {
  const whole = Number.isInteger(major);
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}\u00a0${text}`;
}

export function promotionFigures(
  rules: PromotionRules | null,
  settings: MerchantSettings,
  symbol: string,
): PromotionFigures {
  const figures: PromotionFigures = {};
  if (rules?.kind === 'deposit') {
    figures.percent = String(rules.percent);
    figures.maxBonus = figureMoney(symbol, rules.maxBonus);
    figures.minDeposit = figureMoney(symbol, rules.minDeposit);
    figures.turnover = String(rules.turnoverMultiple);
  }
  const referral = settings.referral;
  if (referral) {
    figures.signupReward = figureMoney(symbol, referral.signupReward);
    figures.playReward = figureMoney(symbol, referral.playReward);
    figures.playTurnover = figureMoney(symbol, referral.playTurnover);
    figures.referralTurnover = String(referral.turnoverMultiple);
  }
  return figures;
}

/** A promotion text with its figures in place (an unknown placeholder stays as written). */
export const withFigures = (text: string, figures: PromotionFigures) => fillTemplate(text, figures);
