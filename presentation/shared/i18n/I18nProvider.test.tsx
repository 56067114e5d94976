import { renderToString } from 'react-dom/server';
import { I18nProvider } from './I18nProvider';
import { createIntlErrorReporter, type IntlProblem } from './intlErrorReporter';
import { recordingLogger } from '#test/doubles/i18n/recordingLogger.testkit';
import { T } from './T';
import { useErrorText } from './useErrorText';
import { useT } from './useT';

const messages = {
  'Shell.Navigation.Search': 'Rechercher',
  'ItemDetails.Facts.Rooms': '{count, plural, =0 {Aucune pièce} one {# pièce} other {# pièces}}',
  'Validations.Range.MinGreaterThanMax': 'Le minimum ne peut pas être supérieur au maximum',
  'Errors.Message.SomethingWrong': 'Une erreur s’est produite.',
};

function Placeholder() {
  const t = useT();
  return <input placeholder={t('Shell.Navigation.Search')} />;
}

function ErrorLine({ message }: { message: string }) {
  const errorText = useErrorText();
  return <p>{errorText({ message })}</p>;
}

const silent = () => {};

describe('I18nProvider', () => {
  it('renders <T /> with ICU plurals in the culture, without wrapping elements', () => {
    const html = renderToString(
      <I18nProvider culture="fr" countryISO="CH" messages={messages} onError={silent}>
        <li>
          <T id="ItemDetails.Facts.Rooms" values={{ count: 3.5 }} />
        </li>
        <li>
          <T id="ItemDetails.Facts.Rooms" values={{ count: 0 }} />
        </li>
      </I18nProvider>,
    );
    expect(html).toBe('<li>3,5 pièces</li><li>Aucune pièce</li>');
  });

  it('gives plain strings through useT() for attributes', () => {
    const html = renderToString(
      <I18nProvider culture="fr" messages={messages} onError={silent}>
        <Placeholder />
      </I18nProvider>,
    );
    expect(html).toBe('<input placeholder="Rechercher"/>');
  });

  it('shows keys instead of texts in debug translations mode', () => {
    const html = renderToString(
      <I18nProvider culture="fr" messages={messages} showKeys onError={silent}>
        <T id="Shell.Navigation.Search" />
      </I18nProvider>,
    );
    expect(html).toBe('Shell.Navigation.Search');
  });

  it('translates a domain error given as a document text, and hides untranslated diagnostics', () => {
    const html = renderToString(
      <I18nProvider culture="fr" messages={messages} onError={silent}>
        <ErrorLine message="min > max" />
        <ErrorLine message="filters is not valid" />
      </I18nProvider>,
    );
    expect(html).toBe('<p>Le minimum ne peut pas être supérieur au maximum</p><p>Une erreur s’est produite.</p>');
  });

  it('formats a message without values once per catalogue, however often it renders', () => {
    let calls = 0;
    const counting = (problem: IntlProblem) => {
      calls += problem.code === 'MISSING_TRANSLATION' ? 1 : 0;
    };
    const page = (
      <I18nProvider culture="fr" messages={messages} onError={counting}>
        <T id="Absent.Label" />
        <T id="Absent.Label" />
      </I18nProvider>
    );
    expect(renderToString(page).replaceAll('<!-- -->', '')).toBe('Absent.Label'.repeat(2));
    renderToString(page);
    expect(calls).toBe(1);
  });

  it('reports a missing translation once however often it renders', () => {
    const problems: IntlProblem[] = [];
    const onError = (problem: IntlProblem) => problems.push(problem);
    const logger = recordingLogger();
    const report = createIntlErrorReporter(logger);
    const page = (
      <I18nProvider
        culture="fr"
        messages={messages}
        onError={(problem) => {
          onError(problem);
          report(problem);
        }}
      >
        <T id="Missing.Key" values={{ n: 1 }} />
        <T id="Missing.Key" values={{ n: 2 }} />
        <T id="Missing.Key" />
      </I18nProvider>
    );
    const html = renderToString(page) + renderToString(page);
    expect(html.match(/Missing\.Key/g)).toHaveLength(6);
    // Messages with values are formatted on every render, so react-intl reports again and again.
    expect(problems.length).toBeGreaterThan(1);
    expect(logger.lines).toEqual(['warn [i18n] missing translation: Missing.Key']);
  });
});
