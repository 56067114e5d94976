/** Agents' public face for the other contexts: the accounts and users of agencies. */
export { AccountsDirectory, AgentSlugs, AgentsSearch, type PlaceAgent } from './ports';
