export { AccountArea } from './components/account-area';
export { memberKeys, updateLanguage, useMemberInfo } from './api/member-calls';
