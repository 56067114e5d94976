import 'reflect-metadata';
import { Container } from 'inversify';
import { AttemptLimiter } from '#application/identity/ports';
import { readSettings } from '#config/env';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { generateIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import { MemoryAttemptLimiter } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { RedisAttemptLimiter } from '#infrastructure/identity/limits/RedisAttemptLimiter';
import { TEST_IDENTITY_SETTINGS } from './composeTestRoot';
import { identityServerModule } from './identityServerModule';

describe('the attempt limiter the composition chooses', () => {
  const keys = generateIdentityKeys();
  const settings = readSettings({});
  // Not reached: choosing the limiter touches no table.
  const db = {} as Database;

  it('memory without REDIS_URL', () => {
    const root = new Container({ defaultScope: 'Singleton' });
    root.load(identityServerModule({ db, settings, identity: { keys, settings: TEST_IDENTITY_SETTINGS } }));
    expect(root.get(AttemptLimiter)).toBeInstanceOf(MemoryAttemptLimiter);
  });

  it('Redis with REDIS_URL', async () => {
    const root = new Container({ defaultScope: 'Singleton' });
    root.load(
      identityServerModule({
        db,
        settings: { ...settings, redisUrl: 'redis://127.0.0.1:1' },
        identity: { keys, settings: TEST_IDENTITY_SETTINGS },
      }),
    );
    const limiter = root.get(AttemptLimiter);
    expect(limiter).toBeInstanceOf(RedisAttemptLimiter);
    await (limiter as RedisAttemptLimiter).close();
  });
});
