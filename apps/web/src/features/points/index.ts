export { pointConfigQuery, pointRewardsQuery } from './api/point-calls';
export { pointBalanceQuery, pointKeys } from './api/point-shop-calls';
export { ConvertDialog } from './components/convert-dialog';
export { PointDetailDialog } from './components/point-detail-dialog';
export { PointMall } from './components/point-mall';
export { PointsSummary, type PointDialog } from './components/points-summary';
export { RedeemDialog } from './components/redeem-dialog';
export { RedeemHistoryDialog } from './components/redeem-history-dialog';
