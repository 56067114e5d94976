/** Accounts and users (documents 000 §3 and 001 §3). */
export const ACCOUNT_TYPES = ['Franchise', 'Professional', 'Provider', 'Developer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_ROLES = ['Admin', 'Agent', 'Staff', 'Standard'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export interface Account {
  id: number;
  type: AccountType;
  name: string;
  slug: string;
  logoUrl?: string;
  phone?: string;
  email?: string;
  website?: string;
  address?: string;
  placeId?: string;
  relations: { type: 'Parent' | 'Franchise'; from: number }[];
  relatedAccountIds: number[];
  isGlobalAgent: boolean;
  originalId: string;
  isArchived: boolean;
}

export interface User {
  id: number;
  slug: string;
  fullName: string;
  email: string;
  phone?: string;
  avatarUrl?: string;
  bio?: string;
  languages?: string[];
  isArchived: boolean;
  accountsRoles: { role: AccountRole; accountId: number }[];
}
