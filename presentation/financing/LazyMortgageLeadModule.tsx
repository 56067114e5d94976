import { memo, Suspense, type ComponentProps } from 'react';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import type { MortgageLeadModule as Module } from './MortgageLeadModule';
import styles from './mortgage/MortgageCalculator.module.css';

/*
 * The mortgage lead module is on a few content pages (the buying guide), not on the home page or
 * most others: its calculator's code, and the lead form's Formik behind it, load only on a page
 * that has it, after that page's own code.
 */
const MortgageLeadModule = await serverRenderedLazy(() =>
  import('./MortgageLeadModule').then((module) => module.MortgageLeadModule),
);

/**
 * The content page's mortgage lead module (see MortgageLeadModule), its code loaded with it. It
 * hydrates with the page, not when it comes near: see ListingFinancing.
 * Memoised on its texts: the page's re-renders never reach the boundary while it waits for its
 * chunk (an update there would drop the server's HTML). The fallback keeps the calculator's
 * styles in the page's stylesheet, so the server's HTML is drawn styled from the first paint.
 */
export const LazyMortgageLeadModule = memo(function LazyMortgageLeadModule(props: ComponentProps<typeof Module>) {
  return (
    <Suspense fallback={<section className={styles.calculator} aria-busy="true" />}>
      <MortgageLeadModule {...props} />
    </Suspense>
  );
});
