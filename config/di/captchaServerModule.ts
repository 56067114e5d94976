import { ContainerModule } from 'inversify';
import { Captcha } from '#application/shared/captcha';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { loadCaptchaKey } from '#infrastructure/shared/captcha/captchaKey';
import type { Settings } from '../env';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** Where the captcha's key comes from: ALTCHA_HMAC_KEY when set (every node the same), else DATA_DIR/captcha. */
export const captchaKeySource = (settings: Settings) => ({
  dataDir: settings.dataDir,
  configuredKey: settings.keys.altchaHmacKey,
});

/**
 * The self-hosted captcha (ALTCHA) for every context that guards a call with it: one key from
 * ALTCHA_HMAC_KEY or DATA_DIR/captcha, one memory of used challenges per node.
 */
export function captchaServerModule({ settings }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Captcha)
      .toDynamicValue(() => new AltchaCaptcha({ hmacKey: loadCaptchaKey(captchaKeySource(settings)) }))
      .inSingletonScope();
  });
}
