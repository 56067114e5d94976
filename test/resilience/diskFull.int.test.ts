import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { canMountTmpfs, runDiskFull } from './diskFull/runDiskFull';

jest.setTimeout(600_000);

const workDir = path.join(os.tmpdir(), `homefinder-disk-full-test-${process.pid}`);
// A tmpfs needs root (CI runs as root on the session's machine); elsewhere the script cannot run.
const runs = canMountTmpfs(path.join(workDir, 'probe'));

describe('a full disk under PGlite', () => {
  (runs ? it : it.skip)(
    'answers writes a clear 503 STORAGE_FULL, keeps serving reads, and restarts with every accepted favourite and no corruption',
    async () => {
      const figures = await runDiskFull({ listings: 300, before: 10, during: 280, workDir });
      // Some writes still fit in the pages already allocated; the rest are refused, clearly.
      expect(figures.duringStatuses['503']).toBeGreaterThan(0);
      expect(Object.keys(figures.duringStatuses).sort()).toEqual(
        figures.duringStatuses['200'] ? ['200', '503'] : ['503'],
      );
      expect(figures.duringCodes).toEqual(['STORAGE_FULL']);
      expect(figures.slowestDuringMs).toBeLessThan(5_000);
      expect(Object.values(figures.readsDuring)).toEqual([200, 200, 200]);
      expect(figures).toMatchObject({ restartedReady: true, lost: 0, phantom: 0, corruption: 0 });
      expect(figures.tablesChecked).toBeGreaterThan(20);
      expect(figures.indexesChecked).toBeGreaterThan(20);
    },
  );
});
