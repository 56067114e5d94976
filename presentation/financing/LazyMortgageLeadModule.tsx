import { memo, type ComponentProps } from 'react';
import { HydrateWhenNear } from '#presentation/shared/hydration/HydrateWhenNear';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import type { MortgageLeadModule as Module } from './MortgageLeadModule';
import styles from './mortgage/MortgageCalculator.module.css';

/*
 * The mortgage lead module is on a few content pages (the buying guide), not on the home page or
 * most others: its calculator's code, and the lead form's Formik behind it, load only on a page
 * that has it, when the module comes near the viewport (docs/pages.md §12).
 */
const MortgageLeadModule = await serverRenderedLazy(() =>
  import('./MortgageLeadModule').then((module) => module.MortgageLeadModule),
);

/**
 * The content page's mortgage lead module (see MortgageLeadModule), hydrated, and its code loaded,
 * when it comes near. Memoised on its texts: the page's re-renders never reach it while it waits
 * (an update there would make React hydrate it at once). The calculator's styles are in the page's
 * stylesheet, so the server's HTML is drawn styled from the first paint; the fallback, for a client
 * render, keeps them too.
 */
export const LazyMortgageLeadModule = memo(function LazyMortgageLeadModule(props: ComponentProps<typeof Module>) {
  return (
    <HydrateWhenNear
      deps={[props.title, props.intro]}
      styles={[styles]}
      fallback={<section className={styles.calculator} aria-busy="true" />}
    >
      <MortgageLeadModule {...props} />
    </HydrateWhenNear>
  );
});
