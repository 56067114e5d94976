/** The shell's public face for pages and other contexts. */
export { Shell } from './Shell';
export { shellHintsOf, type ShellHints } from './ShellHints';
