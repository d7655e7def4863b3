// Deposits (member centre depositv2): channels, the deposit form, the gateway's return, my orders.
export { DepositCentre } from './components/deposit-centre';
export { depositKeys } from './api/deposit-calls';
