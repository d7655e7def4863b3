export { vipLevelsQuery } from './api/vip-calls';
export { VipOverview } from './components/vip-overview';
