import { AGENT_PATHS } from './keys/agent.js';
import { DEPOSIT_PATHS } from './keys/deposits.js';
import { LEGAL_PATHS } from './keys/legal.js';
import { LOTTERY_PATHS } from './keys/lottery.js';
import { MISSIONS_PATHS } from './keys/missions.js';
import { POINTS_PATHS } from './keys/points.js';
import { REWARDS_PATHS } from './keys/reward-centre.js';
import { RESPONSIBLE_PATHS } from './keys/responsible.js';
import { SECURITY_PATHS } from './keys/security.js';
import { WITHDRAWAL_PATHS } from './keys/withdrawals.js';

/** Every call of the site, by name; the web client and the server routes share these. */
export const API = {
  health: '/healthz',
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  countries: '/wps/system/countries',
  rsaKey: '/wps/session/key/rsa',
  captcha: '/wps/captcha',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  memberInfo: '/wps/member/info',
  memberLanguage: '/wps/member/language',
  balance: '/wps/v2/wallets/balance',
  changePassword: '/wps/member/password',
  forgotPasswordEmail: '/wps/member/password/email',
  setPasswordByPhone: '/wps/member/password/verification',
  resetPassword: '/wps/member/password/reset',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  resources: '/wps/system/resources',
  domainRoute: '/wps/system/domainRoute',
  customerService: '/wps/system/customerService',
  helpCenter: '/wps/system/helpCenter',
  feedback: '/wps/feedback',
  affiliateApplication: '/wps/agent/application',
  promotions: '/wps/promotions',
  promotionDetail: '/wps/promotions/:id',
  promotionApply: '/wps/promotions/:id/apply',
  promotionImage: '/wps/promotions/applications/:id/images/:index',
  vipLevels: '/wps/vip/levels',
  pointRewards: '/wps/relay/getPointReward',
  pointConfig: '/wps/relay/getPointConfig',
  winners: '/wps/relay/GCSGAME_getRankList',
  homeStats: '/wps/home/stats',
  gameMenus: '/lgw/games/game_menus',
  // Wallet (issue: wallet ledger and games)
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  vendorWalletBalance: '/vendor/:vendorCode/wallet/balance',
  vendorWalletDebit: '/vendor/:vendorCode/wallet/debit',
  vendorWalletCredit: '/vendor/:vendorCode/wallet/credit',
  vendorWalletRollback: '/vendor/:vendorCode/wallet/rollback',
  // Catalogue and launch
  gameVendor: '/wps/relay/GCSGAME_gameVendor',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  favouriteGames: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGame',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGame',
  recentGames: '/wps/relay/GCS_recentGame',
  popularGames: '/lgw/games/popular',
  launchGame: '/wps/game/launchGame',
  /** The in-house sportsbook's launch by entry (`gameType` SPORTS or ESPORTS); answers like launchGame. */
  gameLaunchFB: '/wps/relay/GCS_gameLaunchFB',
  /** The rooms of the card room games, with seats and state (token). */
  roomList: '/wps/relay/GLS2_roomList',
  /** A game's demo with fun credits, for anyone (no session needed); answers like launchGame. */
  gameTrialLaunch: '/wps/relay/GCS_gameTrialLaunch',
  // Records
  bettingRecord: '/wps/records/bets',
  bettingRecordDetail: '/wps/records/bets/:id',
  accountRecord: '/wps/records/transactions',
  // Member centre (each part's own paths)
  ...SECURITY_PATHS,
  ...DEPOSIT_PATHS,
  ...WITHDRAWAL_PATHS,
  ...REWARDS_PATHS,
  ...MISSIONS_PATHS,
  ...POINTS_PATHS,
  ...LEGAL_PATHS,
  ...AGENT_PATHS,
  ...LOTTERY_PATHS,
  ...RESPONSIBLE_PATHS,
} as const;
