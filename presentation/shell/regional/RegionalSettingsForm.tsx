import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useT } from '#presentation/shared/i18n';
import { Button, Select } from '#presentation/shared/ui';
import { countryName, currencyName, nativeLanguageName } from '#presentation/shared/regional/displayNames';
import type { RegionalSettingsViewModel } from './RegionalSettingsViewModel';
import styles from './RegionalSettingsForm.module.css';

export interface RegionalSettingsFormProps {
  vm: RegionalSettingsViewModel;
  onCancel: () => void;
}

/** Language, country and currency, applied together (see RegionalSettingsViewModel). */
export const RegionalSettingsForm = observer(function RegionalSettingsForm({
  vm,
  onCancel,
}: RegionalSettingsFormProps) {
  const t = useT();
  const locale = vm.state.culture;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    vm.apply();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <Select
        label={t('Shell.RegionalSettings.Language')}
        value={vm.selectedCulture}
        onChange={(event) => vm.selectCulture(event.target.value)}
      >
        {vm.cultures.map((culture) => (
          <option key={culture} value={culture} lang={culture}>
            {nativeLanguageName(culture)}
          </option>
        ))}
      </Select>
      <Select
        label={t('Shell.RegionalSettings.Country')}
        value={vm.selectedPortalId}
        onChange={(event) => vm.selectPortal(event.target.value)}
      >
        {vm.portalGroups.map(({ group, portals }) => (
          <optgroup key={group} label={t(`Shell.RegionalSettings.CountryGroup.${group}`)}>
            {portals.map((portal) => (
              <option key={portal.id} value={portal.id}>
                {countryName(portal.countryISO ?? '', locale)}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label={t('Shell.RegionalSettings.AllCountries')}>
          {vm.worldwidePortals.map((portal) => (
            <option key={portal.id} value={portal.id}>
              {t('Shell.RegionalSettings.Worldwide')}
            </option>
          ))}
        </optgroup>
      </Select>
      <Select
        label={t('Shell.RegionalSettings.Currency')}
        hint={t('Shell.RegionalSettings.CurrencyNote')}
        value={vm.selectedCurrency}
        onChange={(event) => vm.selectCurrency(event.target.value)}
      >
        <optgroup label={t('Shell.RegionalSettings.SuggestedCurrencies')}>
          {vm.suggestedCurrencies.map((code) => (
            <option key={code} value={code}>{`${code} · ${currencyName(code, locale)}`}</option>
          ))}
        </optgroup>
        {vm.otherCurrencies.length > 0 && (
          <optgroup label={t('Shell.RegionalSettings.AllCurrencies')}>
            {vm.otherCurrencies.map((code) => (
              <option key={code} value={code}>{`${code} · ${currencyName(code, locale)}`}</option>
            ))}
          </optgroup>
        )}
      </Select>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('General.Cancel')}
        </Button>
        <Button type="submit" disabled={!vm.changed}>
          {t('Shell.RegionalSettings.Apply')}
        </Button>
      </div>
    </form>
  );
});
