import 'reflect-metadata';
import { Container } from 'inversify';
import { AttemptLimiter } from '#application/identity/ports';
import { generateIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import { MemoryAttemptLimiter } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { RedisAttemptLimiter } from '#infrastructure/identity/limits/RedisAttemptLimiter';
import type { IdentitySettings } from '../identity/identitySettings';
import { identityModule } from './identityModule';

const settings: IdentitySettings = {
  issuer: 'http://localhost/svc/identity',
  audience: 'urn:homefinder:api',
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 3600,
  mailFrom: 'test@homefinder.example',
  portalName: 'Homefinder',
  mailViewer: false,
  social: [],
};

describe('the attempt limiter the composition chooses', () => {
  const keys = generateIdentityKeys();

  it('memory without REDIS_URL', () => {
    const root = new Container({ defaultScope: 'Singleton' });
    root.load(identityModule({ keys, settings }));
    expect(root.get(AttemptLimiter)).toBeInstanceOf(MemoryAttemptLimiter);
  });

  it('Redis with REDIS_URL', async () => {
    const root = new Container({ defaultScope: 'Singleton' });
    root.load(identityModule({ keys, settings, redisUrl: 'redis://127.0.0.1:1' }));
    const limiter = root.get(AttemptLimiter);
    expect(limiter).toBeInstanceOf(RedisAttemptLimiter);
    await (limiter as RedisAttemptLimiter).close();
  });
});
