import { observer } from 'mobx-react-lite';
import { useMemo, type FormEvent } from 'react';
import { COUNTRY_CODES } from '#domain/portal/Countries';
import { PORTAL_DIRECTORY } from '#domain/portal/PortalDirectory';
import { suggestedCurrencies } from '#domain/portal/PortalResolution';
import { useErrorText, useT } from '#presentation/shared/i18n';
import { countryName, currencyName, nativeLanguageName } from '#presentation/shared/regional/displayNames';
import { Button, Select } from '#presentation/shared/ui';
import { useHydrated } from 'vike-react/useHydrated';
import type { RegionalField, RegionalSettingsPageViewModel } from './RegionalSettingsPageViewModel';
import styles from './SettingsLayout.module.css';

/** Countries with a portal first (the ones the visitor most likely means), then every country by name. */
function useCountryOptions(locale: string) {
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    const named = (codes: readonly string[]) =>
      codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
    const withPortal = PORTAL_DIRECTORY.flatMap((entry) => (entry.countryISO ? [entry.countryISO] : []));
    return { withPortal: named(withPortal), others: named(COUNTRY_CODES.filter((code) => !withPortal.includes(code))) };
  }, [locale]);
}

/** The regional settings form (see RegionalSettingsPageViewModel). */
export const RegionalSettingsSection = observer(function RegionalSettingsSection({
  vm,
  locale,
  defaultCurrency,
}: {
  vm: RegionalSettingsPageViewModel;
  locale: string;
  defaultCurrency: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const countries = useCountryOptions(locale);
  const suggested = suggestedCurrencies(defaultCurrency, []).filter((code) =>
    vm.context.offer.currencies.includes(code),
  );
  const others = vm.context.offer.currencies.filter((code) => !suggested.includes(code));
  const error = (field: RegionalField) => (vm.errors[field] ? errorText(vm.errors[field]) : undefined);
  const currencyLabel = (code: string) => `${code} · ${currencyName(code, locale)}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <section className={styles.card} aria-labelledby="regional-title">
      <h2 id="regional-title" className={styles.cardTitle}>
        {t('Identity.Settings.Regional.Title')}
      </h2>
      <p className={styles.muted}>{t('Identity.Settings.Regional.Intro')}</p>
      <form className={styles.form} method="post" onSubmit={submit} noValidate data-testid="regional-settings-form">
        <Select
          name="language"
          label={t('Identity.Settings.Regional.Language')}
          value={vm.values.language}
          error={error('language')}
          onChange={(event) => vm.set('language', event.target.value)}
        >
          {vm.context.offer.languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {nativeLanguageName(language)}
            </option>
          ))}
        </Select>
        <Select
          name="countryISO"
          label={t('Identity.Settings.Regional.Country')}
          value={vm.values.countryISO}
          error={error('countryISO')}
          hint={t('Identity.Settings.Regional.CountryHint')}
          onChange={(event) => vm.set('countryISO', event.target.value)}
        >
          {vm.values.countryISO === '' && <option value="">{t('Identity.Settings.Regional.ChooseCountry')}</option>}
          <optgroup label={t('Identity.Settings.Regional.CountriesWithPortal')}>
            {countries.withPortal.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('Shell.RegionalSettings.AllCountries')}>
            {countries.others.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </optgroup>
        </Select>
        <Select
          name="currencyId"
          label={t('Identity.Settings.Regional.Currency')}
          value={vm.values.currencyId}
          error={error('currencyId')}
          hint={t('Shell.RegionalSettings.CurrencyNote')}
          onChange={(event) => vm.set('currencyId', event.target.value)}
        >
          <optgroup label={t('Shell.RegionalSettings.SuggestedCurrencies')}>
            {suggested.map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
          </optgroup>
          {others.length > 0 && (
            <optgroup label={t('Shell.RegionalSettings.AllCurrencies')}>
              {others.map((code) => (
                <option key={code} value={code}>
                  {currencyLabel(code)}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
        {vm.status === 'saved' && (
          <p className={`${styles.status} ${styles.ok}`} role="status">
            {t('Identity.Settings.Regional.Saved')}
          </p>
        )}
        {vm.status === 'failed' && vm.failure && !vm.failure.field && (
          <p className={`${styles.status} ${styles.fail}`} role="alert">
            {errorText(vm.failure)}
          </p>
        )}
        <div>
          <Button type="submit" disabled={!hydrated || vm.status === 'saving'}>
            {t('Identity.Settings.Regional.Save')}
          </Button>
        </div>
      </form>
    </section>
  );
});
