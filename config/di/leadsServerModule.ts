import { ContainerModule } from 'inversify';
import { IntlMessageFormat } from 'intl-messageformat';
import { ConversationsService, LeadFormStamps, LeadsService } from '#application/leads/ports';
import { Captcha } from '#application/shared/captcha';
import { RentalDepositInsuranceOffers } from '#application/financing/ports';
import { portalOrigin } from '#config/portalOrigin';
import { DEFAULT_PORTAL, PORTALS } from '#config/portals';
import type { UrlLanguage } from '#domain/portal/urlWords/UrlWords';
import { URL_LANGUAGES } from '#domain/portal/urlWords/UrlWords';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { Database } from '#infrastructure/db/DatabaseToken';
import { type LeadLimits, LeadRateLimiter } from '#infrastructure/leads/limits/LeadRateLimiter';
import { SqlConversationsService } from '#infrastructure/leads/conversations/SqlConversationsService';
import { HmacLeadFormStamps } from '#infrastructure/leads/formStamps/HmacLeadFormStamps';
import { SqlLeadsService } from '#infrastructure/leads/sql/SqlLeadsService';
import { loadCaptchaKey } from '#infrastructure/shared/captcha/captchaKey';
import { captchaKeySource } from './captchaServerModule';
import { getMessages } from '../i18n';
import { readIdentitySettings } from '../identity/identitySettings';
import { bindLeadsUseCases } from './leadsModule';
import type { Settings } from '../env';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** LEAD_LIMIT_PER_IP / LEAD_LIMIT_PER_EMAIL (leads an hour) override the defaults (load tests, the crash test). */
function limitsOf({ limits }: Settings): LeadLimits | undefined {
  const perIp = limits.leadsPerIp;
  const perEmail = limits.leadsPerEmail;
  if (!perIp && !perEmail) return undefined;
  return {
    perIp: { points: perIp || 30, duration: 3600 },
    perEmail: { points: perEmail || 10, duration: 3600 },
  };
}

/**
 * Leads on the server: the leads service embedded on the database (the lead and its e-mails in one
 * transaction, the outbox worker of identity sends them), the per-IP and per-e-mail limits (Redis
 * when REDIS_URL is set) and the use cases. E-mails name the portal and link the listing's page.
 */
export function leadsServerModule({ settings, identity }: ServerModuleOptions): ContainerModule {
  const mail = identity?.settings ?? readIdentitySettings(settings);
  return new ContainerModule(({ bind }) => {
    bindLeadsUseCases(bind);
    bind(LeadRateLimiter)
      .toDynamicValue(() => new LeadRateLimiter({ redisUrl: settings.redisUrl, limits: limitsOf(settings) }))
      .inSingletonScope();
    bind(LeadFormStamps)
      .toDynamicValue(() => new HmacLeadFormStamps(loadCaptchaKey(captchaKeySource(settings))))
      .inSingletonScope();
    bind(SqlLeadsService)
      .toDynamicValue(
        (context) =>
          new SqlLeadsService(context.get(Database), context.get(LeadRateLimiter), {
            translate,
            portalName: mail.portalName,
            formStamps: context.get(LeadFormStamps),
            countryOf: (portalId) => (Object.hasOwn(PORTALS, portalId) ? PORTALS[portalId]!.countryISO : null),
            // The proof of work is asked for only when the other signals are suspicious (ALTCHA, self-hosted).
            verifyCaptcha: async (payload) => (await context.get(Captcha).verify(payload)).ok,
            // Resolved per lead, not at construction: financing posts its insurance leads through this service.
            insuranceOffered: (listingId, provider) =>
              context.get(RentalDepositInsuranceOffers).isOffered(listingId, provider),
            pageUrl: (portalId, kind, id, culture) => {
              const language = (URL_LANGUAGES as readonly string[]).includes(culture) ? (culture as UrlLanguage) : 'en';
              return `${portalOrigin(settings, portalId)}/${urlSlug(language, 'segment', kind)}/${id}`;
            },
          }),
      )
      .inSingletonScope();
    bind(LeadsService).toService(SqlLeadsService);
    bind(ConversationsService)
      .toDynamicValue(
        (context) =>
          new SqlConversationsService(context.get(Database), {
            translate,
            portalName: mail.portalName,
            // The chat page has one address; ?c= opens it in the recipient's language (domain/portal/CultureResolution).
            chatUrl: (conversationId, culture) =>
              `${portalOrigin(settings, DEFAULT_PORTAL)}/chat?conversation=${conversationId}&c=${culture}`,
          }),
      )
      .inSingletonScope();
  });
}

function translate(culture: string, key: string, values: Record<string, string | number> = {}): string {
  const message = getMessages(culture)[key] ?? key;
  return String(new IntlMessageFormat(message, culture).format(values));
}
