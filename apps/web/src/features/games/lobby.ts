// The game pages (lobbies, category pages, in-house games, the FB sports page, the game frame): lazy
// routes, never part of the first page.
export { CategoryGames } from './components/category-games';
export { FbSports } from './components/fb-sports';
export { GameFrame } from './components/game-frame';
export { GameLobby } from './components/game-lobby';
export { JackpotCounter } from './components/jackpot-counter';
export { SeamlessGames } from './components/seamless-games';
export { frameableUrl } from './hooks/frame-url';
export { gamePath, useLaunchGame, vendorEntry } from './hooks/use-launch-game';
