import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { pathOf, SVC_BASE } from '#application/shared/svcRoute';
import { CAPTCHA_ROUTES } from '#application/shared/svcRoutes';
import styles from './CaptchaWidget.module.css';

/** Where the widget fetches its challenge: the portal's own signed ALTCHA challenge (server/svc/shared/captcha). */
export const CAPTCHA_CHALLENGE_URL = `${SVC_BASE}${pathOf(CAPTCHA_ROUTES.challenge)}`;

export interface CaptchaWidgetProps {
  /** Called with the token to send as `captchaToken` once the proof of work is verified; null when it expires or resets. */
  onToken: (token: string | null) => void;
  /** Solve as soon as it is shown (a modal asked for it), rather than on the visitor's tick. */
  autoSolve?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The widget code, fetched once when the first captcha is shown: no page pays for it before. */
let widgetLoaded: Promise<unknown> | undefined;
export function loadCaptchaWidget(): Promise<unknown> {
  widgetLoaded ??= import('altcha/i18n');
  return widgetLoaded;
}

/**
 * ALTCHA's self-hosted proof-of-work widget, loaded lazily in the browser (a custom element; the
 * server renders a placeholder of the same size). It speaks the page's language and hands its
 * token up through onToken; the call it guards sends the token and the server checks it once.
 */
export function CaptchaWidget({ onToken, autoSolve = false }: CaptchaWidgetProps) {
  const intl = useIntl();
  const [ready, setReady] = useState(false);
  const hostRef = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let live = true;
    loadCaptchaWidget().then(
      () => live && setReady(true),
      () => live && setReady(false),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!ready || !host) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      if (state === 'verified' && payload) onTokenRef.current(payload);
      else if (state === 'expired' || state === 'error' || state === 'unverified') onTokenRef.current(null);
    };
    host.addEventListener('statechange', listener);
    return () => host.removeEventListener('statechange', listener);
  }, [ready]);

  return (
    <div className={styles.captcha} data-testid="captcha">
      {ready ? (
        <altcha-widget
          ref={hostRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          name="captchaToken"
          language={intl.locale.slice(0, 2)}
          auto={autoSolve ? 'onload' : 'off'}
          type="checkbox"
          suppressHydrationWarning
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </div>
  );
}
