/**
 * What other contexts use of alerts: the windows over the listings' change log with a named
 * cursor (the duplicate job of listings keeps one of its own).
 */
export { closeWindow, openWindow } from './changeWindow';
