import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { normaliseContentPath } from '#domain/content/contentRules';
import { ContentFileError, parseContentFile, type ParsedPage } from './parseContentFile';

export interface ContentRedirect {
  path: string;
  location: string;
  permanent: boolean;
}

export interface ContentFolder {
  pages: (ParsedPage & { sourceHash: string })[];
  redirects: ContentRedirect[];
  /** One hash of everything read: an unchanged folder is not written again. */
  hash: string;
  /** Files that could not be read, with the reason; the others still load. */
  problems: { file: string; reason: string }[];
}

const CULTURE_FILE = /^([a-z]{2})\.md$/;

/**
 * Reads the content folder: pages/<page id>/<culture>.md (one folder per page, one file per
 * culture) and redirects.yaml (URL entries that redirect, document 000 §2). A broken file is
 * reported and skipped, never fatal: one editor's typo must not take the other pages down.
 */
export async function readContentFolder(folder: string): Promise<ContentFolder> {
  const problems: ContentFolder['problems'] = [];
  const pages: ContentFolder['pages'] = [];
  const whole = createHash('sha256');
  const pagesDir = path.join(folder, 'pages');
  const ids = (await fs.readdir(pagesDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const id of ids) {
    const files = (await fs.readdir(path.join(pagesDir, id))).sort();
    for (const file of files) {
      const culture = CULTURE_FILE.exec(file)?.[1];
      if (!culture) continue;
      const text = await fs.readFile(path.join(pagesDir, id, file), 'utf8');
      const sourceHash = createHash('sha256').update(text).digest('hex');
      whole.update(`${id}/${file}:${sourceHash}\n`);
      try {
        pages.push({ ...parseContentFile(text, id, culture), sourceHash });
      } catch (error) {
        if (!(error instanceof ContentFileError) && !(error instanceof Error && error.name === 'YAMLParseError'))
          throw error;
        problems.push({ file: `pages/${id}/${file}`, reason: error.message });
      }
    }
  }
  const redirects = await readRedirects(path.join(folder, 'redirects.yaml'), problems, whole);
  return { pages, redirects, hash: whole.digest('hex'), problems };
}

async function readRedirects(
  file: string,
  problems: ContentFolder['problems'],
  whole: ReturnType<typeof createHash>,
): Promise<ContentRedirect[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  whole.update(`redirects:${text}`);
  const raw: unknown = text ? parseYaml(text) : [];
  if (!Array.isArray(raw)) {
    problems.push({ file: 'redirects.yaml', reason: 'must be a list' });
    return [];
  }
  const redirects: ContentRedirect[] = [];
  for (const entry of raw as Record<string, unknown>[]) {
    const from = typeof entry?.path === 'string' ? entry.path : undefined;
    const location = typeof entry?.location === 'string' ? entry.location : undefined;
    if (!from || !location || !/^(\/(?!\/)|https:\/\/)/.test(location)) {
      problems.push({ file: 'redirects.yaml', reason: `bad entry ${JSON.stringify(entry)}` });
      continue;
    }
    redirects.push({ path: normaliseContentPath(from), location, permanent: entry.permanent !== false });
  }
  return redirects;
}
