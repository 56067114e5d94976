import { ContainerModule } from 'inversify';
import { Captcha } from '#application/shared/captcha';
import { AltchaCaptcha } from '#infrastructure/shared/captcha/AltchaCaptcha';
import { loadCaptchaKey } from '#infrastructure/shared/captcha/captchaKey';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * The self-hosted captcha (ALTCHA) for every context that guards a call with it: one key from
 * ALTCHA_HMAC_KEY or DATA_DIR/captcha, one memory of used challenges per node.
 */
export function captchaServerModule({ settings }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Captcha)
      .toDynamicValue(() => new AltchaCaptcha({ hmacKey: loadCaptchaKey(settings.dataDir) }))
      .inSingletonScope();
  });
}
