// The member's records (member centre): the betting record and the account record.
export { AccountRecord } from './components/account-record';
export { BettingRecord } from './components/betting-record';
export { ProfitReport } from './components/profit-report';
export { recordKeys } from './api/record-calls';
