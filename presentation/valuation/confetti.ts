/** The success effect (document 002 §1: "On success a confetti effect plays"), loaded when it plays; none for reduced motion. */
export function playConfetti(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti').then(({ default: confetti }) => {
    document.documentElement.dataset.confetti = 'played';
    void confetti({ particleCount: 140, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true });
  });
}
