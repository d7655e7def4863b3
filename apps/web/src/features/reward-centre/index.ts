// The reward centre (rewardCenter), bonus details (bonusDetails) and referral pages of the member centre.
export { BonusDetails } from './components/bonus-details';
export { ReferralView } from './components/referral-view';
export { RewardCentre } from './components/reward-centre';
export { rewardKeys } from './api/reward-calls';
export { useRewardCount } from './hooks/use-reward-count';
