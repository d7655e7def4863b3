export { AccountArea } from './components/account-area';
export { updateLanguage, useMemberInfo } from './api/member-calls';
