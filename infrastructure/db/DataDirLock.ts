import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = '.homefinder.lock';

/**
 * PGlite has no lock between processes, and two of them writing one data folder corrupt it.
 * Like PostgreSQL's postmaster.pid, a lock file inside the folder names the owning process;
 * a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return registerRelease(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && isRunning(owner)) {
        throw new Error(
          `The data folder ${dataDir} is already open in process ${owner}${owner === process.pid ? ' (this one)' : ''}; ` +
            'only one process may use a PGlite data folder. Stop it, or use another DATA_DIR.',
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function registerRelease(lockPath: string): () => void {
  const release = () => {
    process.off('exit', release);
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // A crash or Ctrl-C still runs 'exit' handlers for a normal process exit; a kill -9 leaves a stale lock, taken over above.
  process.on('exit', release);
  return release;
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
