// The encrypted calls' sealing (decision record 003), loaded with the first such call.
export { encryptPayload } from '@platform/contracts';
