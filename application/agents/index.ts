/** Agents' public face for the other contexts: the accounts and users of agencies. */
export { AccountsDirectory } from './ports';
