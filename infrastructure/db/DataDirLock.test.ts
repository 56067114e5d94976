import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from './DataDirLock';

describe('acquireDataDirLock', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-lock-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('refuses a second opening of the same folder, naming the folder', () => {
    const release = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(folder);
    release();
    acquireDataDirLock(folder)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    // Pid 2^22 + 1 is above Linux's default pid_max, so no process has it.
    fs.writeFileSync(path.join(folder, '.homefinder.lock'), String(4_194_305));
    const release = acquireDataDirLock(folder);
    expect(fs.readFileSync(path.join(folder, '.homefinder.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(folder, '.homefinder.lock'))).toBe(false);
  });
});
