import { fileURLToPath } from 'node:url';

/** The editors' content files (content/ at the repository's root), found whatever the working directory. */
export const contentFolder = fileURLToPath(new URL('../../../content', import.meta.url));
