import type { SocialLink } from '#domain/portal/Portal';
import type { IconName } from '#presentation/shared/ui';

/** Document 000 §3 "Social icon: socialMediaService, accountPath": the service's address for the account. */
const SERVICES: Record<SocialLink['socialMediaService'], { origin: string; icon: IconName; name: string }> = {
  Facebook: { origin: 'https://www.facebook.com/', icon: 'facebook', name: 'Facebook' },
  Instagram: { origin: 'https://www.instagram.com/', icon: 'instagram', name: 'Instagram' },
  LinkedIn: { origin: 'https://www.linkedin.com/', icon: 'linkedin', name: 'LinkedIn' },
  Twitter: { origin: 'https://x.com/', icon: 'twitter', name: 'X' },
  YouTube: { origin: 'https://www.youtube.com/@', icon: 'youtube', name: 'YouTube' },
};

export function socialLinkView(link: SocialLink): { url: string; icon: IconName; name: string } {
  const service = SERVICES[link.socialMediaService];
  return { url: `${service.origin}${link.accountPath.replace(/^[@/]+/, '')}`, icon: service.icon, name: service.name };
}
