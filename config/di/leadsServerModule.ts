import { ContainerModule } from 'inversify';
import { IntlMessageFormat } from 'intl-messageformat';
import { MarkConversationReadHandler } from '#application/leads/commands/MarkConversationRead';
import { PostLeadHandler } from '#application/leads/commands/PostLead';
import { SendChatMessageHandler } from '#application/leads/commands/SendChatMessage';
import { InProcessLeadsService } from '#application/leads/InProcessLeadsService';
import { CountUnreadMessagesHandler } from '#application/leads/queries/CountUnreadMessages';
import { GetConversationHandler } from '#application/leads/queries/GetConversation';
import { ListConversationsHandler } from '#application/leads/queries/ListConversations';
import { LoadChatPageHandler } from '#application/leads/queries/LoadChatPage';
import { LoadChatPage } from '#application/leads/pageTokens';
import {
  ConversationMails,
  ConversationStore,
  LeadFormStamps,
  LeadInsuranceOffers,
  LeadMails,
  LeadPortals,
  LeadRateLimiter,
  LeadsClock,
  LeadsService,
  LeadStore,
} from '#application/leads/ports';
import {
  CountUnreadMessages,
  GetConversation,
  ListConversations,
  MarkConversationRead,
  PostLead,
  SendChatMessage,
} from '#application/leads/tokens';
import { RentalDepositInsuranceOffers } from '#application/financing/ports';
import { portalOrigin } from '#config/portalOrigin';
import { DEFAULT_PORTAL, PORTALS } from '#config/portals';
import type { UrlLanguage } from '#domain/portal/urlWords/UrlWords';
import { URL_LANGUAGES } from '#domain/portal/urlWords/UrlWords';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { Database } from '#infrastructure/db/DatabaseToken';
import { FlexibleLeadRateLimiter, type LeadLimits } from '#infrastructure/leads/limits/FlexibleLeadRateLimiter';
import { HmacLeadFormStamps } from '#infrastructure/leads/formStamps/HmacLeadFormStamps';
import { TranslatedConversationMails } from '#infrastructure/leads/mail/TranslatedConversationMails';
import { TranslatedLeadMails } from '#infrastructure/leads/mail/TranslatedLeadMails';
import { SqlConversationStore } from '#infrastructure/leads/sql/SqlConversationStore';
import { SqlLeadStore } from '#infrastructure/leads/sql/SqlLeadStore';
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
 * Leads on the server: PostLead over the leads kept on the database (the lead, its e-mails and its
 * conversation in one transaction; the outbox worker of identity sends the e-mails), the per-IP and
 * per-e-mail limits (Redis when REDIS_URL is set), the captcha, the form stamps; the conversation
 * handlers over the conversations on the database (a message with its e-mail in one transaction);
 * and the rest of the use cases. E-mails name the portal and link the listing's page or the chat.
 */
export function leadsServerModule({ settings, identity }: ServerModuleOptions): ContainerModule {
  const mail = identity?.settings ?? readIdentitySettings(settings);
  return new ContainerModule(({ bind }) => {
    bindLeadsUseCases(bind);
    bind(PostLead).to(PostLeadHandler).inSingletonScope();
    bind(LeadsService).to(InProcessLeadsService).inSingletonScope();
    bind(LeadRateLimiter)
      .toDynamicValue(() => new FlexibleLeadRateLimiter({ redisUrl: settings.redisUrl, limits: limitsOf(settings) }))
      .inSingletonScope();
    bind(LeadFormStamps)
      .toDynamicValue(() => new HmacLeadFormStamps(loadCaptchaKey(captchaKeySource(settings))))
      .inSingletonScope();
    bind(LeadsClock).toConstantValue({ now: () => new Date() });
    bind(LeadPortals).toConstantValue({
      countryOf: (portalId) => (Object.hasOwn(PORTALS, portalId) ? PORTALS[portalId].countryISO : null),
    });
    bind(LeadMails).toConstantValue(new TranslatedLeadMails(translate, mail.portalName));
    // Resolved per lead, not at construction: financing posts its insurance leads through PostLead.
    bind(LeadInsuranceOffers).toDynamicValue((context) => ({
      isOffered: (listingId, provider) => context.get(RentalDepositInsuranceOffers).isOffered(listingId, provider),
    }));
    bind(LeadStore)
      .toDynamicValue(
        (context) =>
          new SqlLeadStore(context.get(Database), (portalId, kind, id, culture) => {
            const language = (URL_LANGUAGES as readonly string[]).includes(culture) ? (culture as UrlLanguage) : 'en';
            return `${portalOrigin(settings, portalId)}/${urlSlug(language, 'segment', kind)}/${id}`;
          }),
      )
      .inSingletonScope();
    bind(CountUnreadMessages).to(CountUnreadMessagesHandler).inSingletonScope();
    bind(ListConversations).to(ListConversationsHandler).inSingletonScope();
    bind(GetConversation).to(GetConversationHandler).inSingletonScope();
    bind(LoadChatPage).to(LoadChatPageHandler).inSingletonScope();
    bind(SendChatMessage).to(SendChatMessageHandler).inSingletonScope();
    bind(MarkConversationRead).to(MarkConversationReadHandler).inSingletonScope();
    bind(ConversationStore)
      .toDynamicValue((context) => new SqlConversationStore(context.get(Database)))
      .inSingletonScope();
    bind(ConversationMails).toConstantValue(
      new TranslatedConversationMails(
        translate,
        mail.portalName,
        // The chat page has one address; ?c= opens it in the recipient's language (domain/portal/CultureResolution).
        (conversationId, culture) =>
          `${portalOrigin(settings, DEFAULT_PORTAL)}/chat?conversation=${conversationId}&c=${culture}`,
      ),
    );
  });
}

function translate(culture: string, key: string, values: Record<string, string | number> = {}): string {
  const message = getMessages(culture)[key] ?? key;
  return String(new IntlMessageFormat(message, culture).format(values));
}
