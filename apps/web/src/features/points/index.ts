export { pointConfigQuery, pointRewardsQuery } from './api/point-calls';
export { PointMall } from './components/point-mall';
export { RedeemNotice } from './components/redeem-notice';
