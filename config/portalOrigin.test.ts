import { portalOrigin } from './portalOrigin';

describe('portalOrigin: the site address of e-mails and pushes', () => {
  it('is PUBLIC_ORIGIN whenever the deployment sets it, for every portal', () => {
    const settings = { publicOrigin: 'https://staging.example.org/', production: true, port: 3000 };
    expect(portalOrigin(settings, 'ch')).toBe('https://staging.example.org');
    expect(portalOrigin(settings, 'international')).toBe('https://staging.example.org');
  });

  it('is the portal’s own host in production without PUBLIC_ORIGIN', () => {
    const settings = { production: true, port: 3000 };
    expect(portalOrigin(settings, 'ch')).toBe('https://homefinder.ch');
    expect(portalOrigin(settings, 'international')).toBe('https://homefinder.com');
  });

  it('is this machine in development', () => {
    expect(portalOrigin({ production: false, port: 3100 }, 'fr')).toBe('http://localhost:3100');
  });
});
