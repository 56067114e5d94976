@server @places
Feature: Place statistics in the visitor's currency
  Document 001 §3: "Place statistics: per place: graph, items (…), currencyId, ratings, children,
  facets". Document 000 §2: "Choosing a currency stores it locally and reloads the page."
  Our reading: the figures are in the visitor's currency, the portal's default until they choose one.

  Scenario Outline: Zürich's prices per m² on the Swiss portal in <currency>
    When a visitor whose currency is <currency> opens "/schweiz/zuerich/immobilienpreise" on the Swiss portal
    Then the prices per m² are written in <written>

    Examples:
      | currency | written |
      | default  | CHF     |
      | EUR      | EUR     |
      | USD      | $       |
