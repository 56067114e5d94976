import type { Sorting } from '#domain/portal/Portal';
import type { NearbyArea } from '../location/nearbyArea';
import type { LocationMode, SearchFilters } from '../SearchFilters';

/** Document 001 §3: "Save-search origins". */
export const SAVE_SEARCH_ORIGINS = [
  'CurrentSearchOnSERP',
  'ManuallySavedSearchAfterFavorite',
  'ManuallySavedSearchAfterLeadRequest',
  'AutomaticallySavedSearchAfterLeadRequest',
  'SelectedSearchInOmnisearch',
] as const;
export type SaveSearchOrigin = (typeof SAVE_SEARCH_ORIGINS)[number];

/** Document 001 §3: "Notification channels: Email and PushNotification". */
export const NOTIFICATION_CHANNELS = ['Email', 'PushNotification'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Document 001 §9: search title 64 characters. */
export const SEARCH_TITLE_MAX_LENGTH = 64;

/** What a visitor sends to create or patch a search (document 001 §7: the body's `search`). */
export interface SearchDraft {
  filters: SearchFilters;
  currencyId?: string;
  saved?: boolean;
  title?: string;
  notifications?: NotificationChannel[] | null;
  portalId?: string;
  saveSearchOrigin?: SaveSearchOrigin;
}

/**
 * A search as the searches service keeps it (document 001 §3, entity Search). The counters
 * count what is new since the previous execution, which is what a returning visitor wants.
 */
export interface SavedSearch {
  /** Absent when the search was run without being stored (saveInDb false: crawlers). */
  id?: number;
  filters: SearchFilters;
  params: { sort?: Sorting };
  title?: string;
  saved: boolean;
  notifications: NotificationChannel[];
  currencyId: string;
  portalId: string;
  saveSearchOrigin?: SaveSearchOrigin;
  createdByProfileId?: string;
  /** Owner's view only: `{id}.{shareKey}`, the reference a link gives to let others open this unsaved search. */
  shareReference?: string;
  unreadTotal: number;
  priceDropsTotal: number;
  priceIncreasesTotal: number;
  automaticTitle: string;
  automaticSubtitle: string;
  /** The mode a place search ran in and, in nearby mode, the area around the place. */
  locationMode?: LocationMode;
  nearbyArea?: NearbyArea;
  lastExecutionDate?: string;
  creationDate: string;
  /** The searched place (filters.location.placeId), repeated for lists of searches. */
  placeId?: string;
}

/**
 * Document 001 §4: "a notifications list containing the subscribe value means subscribed; an
 * empty or null list unsubscribes". Any channel is a subscription to the alert.
 */
export const isSubscribed = (search: Pick<SavedSearch, 'notifications'>): boolean => search.notifications.length > 0;
