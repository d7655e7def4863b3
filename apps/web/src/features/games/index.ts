// Games as the site shell shows them: the navigation's menus, the footer's vendor strip, and the home's
// boards (winners, featured matches, figures, high rebate).
export { CategoryNav } from './components/category-nav';
export { FeaturedMatches } from './components/featured-matches';
export { HighRebateCard } from './components/high-rebate-card';
export { HomeStats } from './components/home-stats';
export { VendorStrip } from './components/vendor-strip';
export { WinnersBoard } from './components/winners-board';
