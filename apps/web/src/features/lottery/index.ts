// The in-house lottery's pages (docs/lottery.md): the lobby with each game's betting view (/lottery,
// /elott) and the Vietnamese lottery's result board (/vnlottery). Lazy routes, never part of the first page.
export { LotteryLobby } from './components/lottery-lobby';
export { VnLottery } from './components/vn-lottery';
