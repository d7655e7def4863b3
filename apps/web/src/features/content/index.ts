// The site's content: banners, notices, customer service. The modals (./modals), the pop-up
// announcements and the notice list are loaded on their own, when needed.
export { BannerStrip } from './components/banner-strip';
export { NoticeBar } from './components/notice-bar';
export { useCustomerService } from './hooks/use-customer-service';
export { contentKeys, useNotices, usePrefetchBanners } from './api/content-calls';
