export { PromotionDetailView } from './components/promotion-detail';
export { ALL, PromotionList } from './components/promotion-list';
export { usePromotionDetail, usePromotions } from './hooks/use-promotions';
