@listings
Feature: Numbers and money in the visitor's culture
  Document 000 §9: "Currency symbols shown for USD and EUR. Number formatting: K at 1,000;
  M at 1,000,000." Document 002 §9: "Number formatting: K at 1000, M at 1,000,000."

  Cultures are de, en, es, fr, it and pt; a portal's country refines them (de-CH groups
  with apostrophes). Our choice for compact numbers: three significant digits, the
  letters K and M in every culture, the culture's decimal separator.
  (Intl separates some groups with no-break spaces; they are compared as plain spaces.)

  Scenario Outline: A price of <amount> <currency> in <locale> reads <text>
    When <amount> <currency> is formatted in "<locale>"
    Then it reads "<text>"

    Examples: The symbol for USD and EUR
      | amount  | currency | locale | text          |
      | 1250000 | EUR      | en     | €1,250,000    |
      | 1250000 | EUR      | de-DE  | 1.250.000 €   |
      | 1250000 | USD      | en     | $1,250,000    |
      | 1250000 | USD      | fr-FR  | 1 250 000 $   |

    Examples: The ISO code for the others
      | amount  | currency | locale | text          |
      | 1250000 | CHF      | de-CH  | CHF 1'250'000 |
      | 1250000 | CHF      | fr-CH  | 1 250 000 CHF |
      | 1250000 | GBP      | en     | GBP 1,250,000 |

  Scenario Outline: <number> written compactly in <locale> reads <text>
    When <number> is written compactly in "<locale>"
    Then it reads "<text>"

    Examples:
      | number  | locale | text  |
      | 999     | en     | 999   |
      | 1000    | en     | 1K    |
      | 1250    | en     | 1.25K |
      | 125000  | en     | 125K  |
      | 999999  | en     | 1M    |
      | 1000000 | en     | 1M    |
      | 1250000 | en     | 1.25M |
      | 1250000 | de     | 1,25M |
      | 1250000 | es     | 1,25M |
      | 1250000 | fr     | 1,25M |
      | 1250000 | it     | 1,25M |
      | 1250000 | pt     | 1,25M |

  Scenario Outline: A full number is grouped the <locale> way
    When <number> is written in full in "<locale>"
    Then it reads "<text>"

    Examples:
      | number  | locale | text      |
      | 1250000 | de-CH  | 1'250'000 |
      | 1250000 | de-DE  | 1.250.000 |
      | 1250000 | en     | 1,250,000 |
      | 1250000 | es-ES  | 1.250.000 |
      | 1250000 | fr-FR  | 1 250 000 |
      | 1250000 | it-IT  | 1.250.000 |
      | 1250000 | pt-PT  | 1 250 000 |
      | 3.5     | de-DE  | 3,5       |

  Scenario: A compact price keeps the culture's currency placement
    When 1250000 EUR is formatted compactly in "fr-FR"
    Then it reads "1,25M €"

  Scenario: A culture the portals do not serve is an error
    When 1000 EUR is formatted in "nl-NL"
    Then formatting fails with "Invalid culture or locale: nl-NL"
