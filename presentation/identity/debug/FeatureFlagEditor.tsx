import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useT } from '#presentation/shared/i18n';
import { Button, Select } from '#presentation/shared/ui';
import type { FeatureFlagEditorViewModel } from './FeatureFlagEditorViewModel';
import styles from './DebugPanel.module.css';

/** One select per flag (portal setting, on, off), applied together with a reload. */
export const FeatureFlagEditor = observer(function FeatureFlagEditor({ vm }: { vm: FeatureFlagEditorViewModel }) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    vm.apply();
  };
  const onOff = (on: boolean) => t(on ? 'Identity.Debug.Flag.On' : 'Identity.Debug.Flag.Off');
  return (
    <form className={styles.flags} onSubmit={submit} data-testid="feature-flag-editor">
      <p className={styles.note}>{t('Identity.Debug.Flag.Note')}</p>
      {vm.names.map((name) => (
        <Select
          key={name}
          name={name}
          label={name}
          value={vm.choices[name]}
          onChange={(event) => vm.choose(name, event.target.value)}
          hint={t(vm.isOverridden(name) ? 'Identity.Debug.Flag.NowOverridden' : 'Identity.Debug.Flag.Now', {
            value: onOff(vm.effective[name]),
          })}
        >
          <option value="portal">{t('Identity.Debug.Flag.Portal')}</option>
          <option value="on">{t('Identity.Debug.Flag.On')}</option>
          <option value="off">{t('Identity.Debug.Flag.Off')}</option>
        </Select>
      ))}
      <div className={styles.actions}>
        {vm.hasOverrides && (
          <Button variant="secondary" size="small" onClick={() => vm.reset()}>
            {t('Identity.Debug.Flag.Reset')}
          </Button>
        )}
        <Button type="submit" size="small" disabled={!vm.changed}>
          {t('Identity.Debug.Flag.Apply')}
        </Button>
      </div>
    </form>
  );
});
