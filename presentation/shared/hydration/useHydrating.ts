import { createContext, useContext, useSyncExternalStore } from 'react';

/** True inside a part that hydrates when it comes near (HydrateWhenNear): it may hydrate after the visitor's part came. */
export const HydratesLate = createContext(false);

const nothingChanges = () => () => undefined;
const inBrowser = () => false;
const asServed = () => true;

/**
 * True while this component renders what the server rendered: on the server, and while React
 * hydrates it inside a part that hydrates late (`HydrateWhenNear`); false otherwise. Such a part
 * may hydrate after the personal part came, so it shows what only the browser knows (a favourite's
 * pressed heart) only when this is false: its hydration then matches the HTML, and React renders it
 * again at once with what the browser knows. Outside a late part the page hydrates before anything
 * of the visitor's is known, so this stays false and costs no second render. (vike-react's
 * `useHydrated` says the page's first hydration ended, which a late part is already past.)
 */
export function useHydrating(): boolean {
  const late = useContext(HydratesLate);
  return useSyncExternalStore(nothingChanges, inBrowser, late ? asServed : inBrowser);
}
