import { useRef } from 'react';

/**
 * True from the first render where `open` is, for good: a lazily loaded dialog mounts when it is
 * first opened (its code is fetched then, never with the page) and stays mounted after, for its
 * closing animation, its focus return and its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  opened.current ||= open;
  return opened.current;
}
