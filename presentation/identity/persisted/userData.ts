/**
 * Persisted local state (document 000 §3): key prefix ps4:, key user-data; it keeps leadrequests,
 * search (unreadTotal only) and modal (appAdvertisement, switchToDashboard) — nothing else is
 * written, whatever a caller passes, and a corrupt entry reads as empty.
 */
export const USER_DATA_KEY = 'ps4:user-data';

export interface UserData {
  leadrequests?: unknown;
  search?: { unreadTotal?: number };
  modal?: { appAdvertisement?: unknown; switchToDashboard?: { dismissed: boolean } };
}

function pick(data: UserData): UserData {
  const out: UserData = {};
  if (data.leadrequests !== undefined) out.leadrequests = data.leadrequests;
  if (typeof data.search?.unreadTotal === 'number') out.search = { unreadTotal: data.search.unreadTotal };
  const modal: NonNullable<UserData['modal']> = {};
  if (data.modal?.appAdvertisement !== undefined) modal.appAdvertisement = data.modal.appAdvertisement;
  if (typeof data.modal?.switchToDashboard?.dismissed === 'boolean')
    modal.switchToDashboard = { dismissed: data.modal.switchToDashboard.dismissed };
  if (Object.keys(modal).length > 0) out.modal = modal;
  return out;
}

export function readUserData(
  storage: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): UserData {
  try {
    const raw = storage?.getItem(USER_DATA_KEY);
    return raw ? pick(JSON.parse(raw) as UserData) : {};
  } catch {
    return {};
  }
}

export function updateUserData(
  change: (data: UserData) => UserData,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.localStorage,
): void {
  if (!storage) return;
  try {
    storage.setItem(USER_DATA_KEY, JSON.stringify(pick(change(readUserData(storage)))));
  } catch {
    // Private mode or a full quota: the state simply is not remembered.
  }
}
