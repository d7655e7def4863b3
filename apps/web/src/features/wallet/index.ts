// "My wallet" (member centre transferFund): balances, transfers between wallets, recall all.
export { MyWallet } from './components/my-wallet';
export { walletKeys } from './api/wallet-calls';
