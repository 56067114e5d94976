import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaPoolItems } from './mediaPool';
import { renderMediaPool } from './renderMediaPool';

jest.setTimeout(180_000);

describe('renderMediaPool', () => {
  it('renders the pool once into a folder two portals fill at the same time, and leaves no temporary file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-pool-'));
    try {
      const [first, second] = await Promise.all([renderMediaPool(dir), renderMediaPool(dir)]);
      const items = mediaPoolItems();
      expect(first.rendered + first.kept).toBe(items.length);
      expect(second.rendered + second.kept).toBe(items.length);
      const files = fs.readdirSync(dir);
      expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      for (const item of items) expect(files).toContain(`${item.name}.webp`);
      expect(await renderMediaPool(dir)).toEqual({ rendered: 0, kept: items.length });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
