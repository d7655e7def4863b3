// The in-house lottery's pages (docs/lottery.md): the lobby with each game's betting view (/lottery,
// /elott) and the Vietnamese lottery's result board (/vnlottery). Lazy routes, never part of the first page.
export { LotteryLobby } from './components/lottery-lobby';
export { VnLottery } from './components/vn-lottery';
// The home's strip of each game's latest result (a lazy part below the first screen, with the lottery's strings).
export { ResultsStrip } from './components/results-strip';
