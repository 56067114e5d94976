/** The success effect (document 002 §1: "On success a confetti effect plays"), loaded when it plays; none for reduced motion. */
export function playConfetti(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti').then(async ({ default: confetti }) => {
    document.documentElement.dataset.confetti = 'playing';
    // canvas-confetti's promise settles when the last piece has fallen: `played` tells a reader (the
    // wizard's scenario, before its screenshot) that the effect is over, not merely started.
    await confetti({ particleCount: 140, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true });
    document.documentElement.dataset.confetti = 'played';
  });
}
