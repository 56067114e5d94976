import { useCallback, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BREAKPOINTS } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { Icon, Modal, Popover, PopoverAnchor } from '#presentation/shared/ui';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { RegionalSettingsForm } from './RegionalSettingsForm';
import { RegionalSettingsViewModel } from '../viewModelTokens';
import styles from './RegionalSettingsSwitch.module.css';

type Mode = 'closed' | 'popover' | 'modal';

/**
 * The regional settings switch: a globe with the current language and currency. It opens a
 * dropdown under the button on tablet and desktop, and a bottom sheet on phones where a
 * dropdown would not fit. The view-model is this switch's own: it holds unapplied choices.
 */
export function RegionalSettingsSwitch() {
  const t = useT();
  const { requestContext } = usePageContext();
  const { portal, culture, currency } = requestContext;
  const vm = useViewModel(RegionalSettingsViewModel, {
    portalId: portal.id,
    cultures: portal.cultures,
    culture,
    currencies: portal.currencies,
    defaultCurrency: portal.defaultCurrency,
    currency,
  });
  const [mode, setMode] = useState<Mode>('closed');
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    vm.reset();
    setMode('closed');
  }, [vm]);
  const toggle = () => {
    if (mode !== 'closed') return close();
    const phone = window.matchMedia(`(max-width: ${BREAKPOINTS.mobileMax}px)`).matches;
    setMode(phone ? 'modal' : 'popover');
  };
  const title = t('Shell.RegionalSettings.Title');

  return (
    <PopoverAnchor>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        onClick={toggle}
        aria-expanded={mode !== 'closed'}
        aria-controls={mode === 'popover' ? panelId : undefined}
        aria-haspopup="dialog"
        aria-label={`${t('Shell.RegionalSettings.Button')}: ${culture.toUpperCase()}, ${currency}`}
      >
        <span className={styles.globe}>
          <Icon name="globe" />
        </span>
        <span className={styles.summary} aria-hidden="true">{`${culture.toUpperCase()} · ${currency}`}</span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" />
        </span>
      </button>
      <Popover open={mode === 'popover'} onClose={close} triggerRef={triggerRef} id={panelId} label={title}>
        <h2 className={styles.title}>{title}</h2>
        <RegionalSettingsForm vm={vm} onCancel={close} />
      </Popover>
      <Modal open={mode === 'modal'} onClose={close} title={title}>
        <RegionalSettingsForm vm={vm} onCancel={close} />
      </Modal>
    </PopoverAnchor>
  );
}
