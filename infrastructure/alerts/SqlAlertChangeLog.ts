import type { AlertChangeLog, AlertWindow } from '#application/alerts/jobPorts';
import type { ChangeLogWindowRule } from '#domain/alerts/changeLogWindow';
import type { Database } from '../db/DatabaseToken';
import { closeWindow, openWindow, readChangedListings } from './changeWindow';

/** The listings' change log and the alert cursors on the database (alert_cursor, listing_search_changes). */
export class SqlAlertChangeLog implements AlertChangeLog {
  constructor(private readonly db: Database) {}

  open(cursor: string, rule: ChangeLogWindowRule, now: Date): Promise<AlertWindow | undefined> {
    return openWindow(this.db, cursor, rule, now);
  }

  changedListings(window: AlertWindow) {
    return readChangedListings(this.db, window.start, window.end);
  }

  close(cursor: string, end: number, now: Date): Promise<void> {
    return closeWindow(this.db, cursor, end, now);
  }
}
