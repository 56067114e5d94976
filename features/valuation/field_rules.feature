@valuation @service
Feature: Every field rule of the valuation wizard, per country
  Document 002 §5 "Wizard fields": "Rooms: optional. CH 1 to 20 step 0.5; FR 1 to 20 step 1; disabled
  in PT and ES". "Bedrooms: optional 1 to 20 by default; required 0 to 11 in PT; required 0 to 12 in
  ES". "Bathrooms: optional 1 to 5". "Living area: required, 2 decimals; CH 20 to 800; FR 5 to 1000;
  PT and ES 10 to 90000". "Land area: optional 50 to 5000, 2 decimals; required for House; FR 10 to
  30000; PT and ES 10 to 1000000". "Construction year: required, max length 4, 1850 to 2025; FR min
  1700; PT and ES 1600 to 2030". "Subtype: required. Apartment: Apartment, Attic, TerracedApartment,
  StudioApartment. House: DetachedHouse, Semi-detachedHouse, Farmhouse (in ES only the first two)".
  "Amenities: optional, any of Balcony, Terrace, Parking, Lift, AirConditioning, Alarm, Garage,
  Garden, SwimmingPool; Lift is not offered for House". "Expected price: required; currency EUR (CHF
  in CH)". "Messages: required 'Immobox.Validations.Required'; range 'Validations.Range.Min.Error'
  and 'Validations.Range.Max.Error'."

  The document shows no message for a step, decimals, length, an option not offered or a currency:
  ours are 'Valuation.Validations.Step', 'Valuation.Validations.Decimals', 'Valuation.Validations.MaxLength',
  'Valuation.Validations.NotOffered' and 'Valuation.Validations.Currency'. Each row is checked by the
  properties service (the server's validation) and by the wizard's form schema (the browser's), which
  both read the one rule table in domain/valuation.

  Our reading of the Balcony ambiguity ("Lift is not offered for House (the source also hints Balcony is
  not offered for House: the two readings differ)"): the rule table is the rule, so only Lift is
  withheld from a house; houses have balconies, and an owner who has one can say so. The rows
  "House | amenities | Balcony | accepted" below hold that reading in every country.

  Scenario Outline: CH: the <field> rule on a(n) <type> (CHF)
    Given an owner values a <type> in CH
    When they enter "<value>" as the <field>
    Then the <field> is <outcome> with "<message>"

    Examples: CH
      | type      | field             | value              | outcome  | message                          |
      | Apartment | rooms             | 0.5                | refused  | Validations.Range.Min.Error      |
      | Apartment | rooms             | 1                  | accepted |                                  |
      | Apartment | rooms             | 20                 | accepted |                                  |
      | Apartment | rooms             | 20.5               | refused  | Validations.Range.Max.Error      |
      | Apartment | rooms             |                    | accepted |                                  |
      | Apartment | rooms             | 2.25               | refused  | Valuation.Validations.Step       |
      | Apartment | rooms             | 2.5                | accepted |                                  |
      | Apartment | bedrooms          | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bedrooms          | 1                  | accepted |                                  |
      | Apartment | bedrooms          | 20                 | accepted |                                  |
      | Apartment | bedrooms          | 21                 | refused  | Validations.Range.Max.Error      |
      | Apartment | bedrooms          |                    | accepted |                                  |
      | Apartment | bathrooms         | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bathrooms         | 1                  | accepted |                                  |
      | Apartment | bathrooms         | 5                  | accepted |                                  |
      | Apartment | bathrooms         | 6                  | refused  | Validations.Range.Max.Error      |
      | Apartment | bathrooms         |                    | accepted |                                  |
      | Apartment | living area       | 19.99              | refused  | Validations.Range.Min.Error      |
      | Apartment | living area       | 20                 | accepted |                                  |
      | Apartment | living area       | 800                | accepted |                                  |
      | Apartment | living area       | 800.01             | refused  | Validations.Range.Max.Error      |
      | Apartment | living area       |                    | refused  | Immobox.Validations.Required     |
      | Apartment | living area       | 85.25              | accepted |                                  |
      | Apartment | living area       | 85.255             | refused  | Valuation.Validations.Decimals   |
      | House     | land area         | 49.99              | refused  | Validations.Range.Min.Error      |
      | House     | land area         | 50                 | accepted |                                  |
      | House     | land area         | 5000               | accepted |                                  |
      | House     | land area         | 5000.01            | refused  | Validations.Range.Max.Error      |
      | House     | land area         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | land area         |                    | accepted |                                  |
      | Apartment | land area         | 50                 | accepted |                                  |
      | House     | land area         | 50.123             | refused  | Valuation.Validations.Decimals   |
      | Apartment | construction year | 1849               | refused  | Validations.Range.Min.Error      |
      | Apartment | construction year | 1850               | accepted |                                  |
      | Apartment | construction year | 2025               | accepted |                                  |
      | Apartment | construction year | 2026               | refused  | Validations.Range.Max.Error      |
      | Apartment | construction year |                    | refused  | Immobox.Validations.Required     |
      | Apartment | construction year | 20250              | refused  | Valuation.Validations.MaxLength  |
      | Apartment | subtype           | Apartment          | accepted |                                  |
      | Apartment | subtype           | Attic              | accepted |                                  |
      | Apartment | subtype           | TerracedApartment  | accepted |                                  |
      | Apartment | subtype           | StudioApartment    | accepted |                                  |
      | Apartment | subtype           | DetachedHouse      | refused  | Valuation.Validations.NotOffered |
      | Apartment | subtype           |                    | refused  | Immobox.Validations.Required     |
      | House     | subtype           | DetachedHouse      | accepted |                                  |
      | House     | subtype           | Semi-detachedHouse | accepted |                                  |
      | House     | subtype           | Farmhouse          | accepted |                                  |
      | House     | subtype           | Attic              | refused  | Valuation.Validations.NotOffered |
      | Apartment | type              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | type              | Apartment          | accepted |                                  |
      | House     | type              | House              | accepted |                                  |
      | Apartment | type              | Castle             | refused  | Valuation.Validations.NotOffered |
      | Apartment | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         | Terrace            | accepted |                                  |
      | Apartment | amenities         | Parking            | accepted |                                  |
      | Apartment | amenities         | Lift               | accepted |                                  |
      | Apartment | amenities         | AirConditioning    | accepted |                                  |
      | Apartment | amenities         | Alarm              | accepted |                                  |
      | Apartment | amenities         | Garage             | accepted |                                  |
      | Apartment | amenities         | Garden             | accepted |                                  |
      | Apartment | amenities         | SwimmingPool       | accepted |                                  |
      | House     | amenities         | Lift               | refused  | Valuation.Validations.NotOffered |
      | House     | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         |                    | accepted |                                  |
      | Apartment | condition         | RequiresRenovation | accepted |                                  |
      | Apartment | condition         | GoodCondition      | accepted |                                  |
      | Apartment | condition         | ExcellentCondition | accepted |                                  |
      | Apartment | condition         | New                | accepted |                                  |
      | Apartment | condition         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | selling intent    | SellAsap           | accepted |                                  |
      | Apartment | selling intent    | SellIn6To12Months  | accepted |                                  |
      | Apartment | selling intent    | SellInMoreThan1Year | accepted |                                  |
      | Apartment | selling intent    | WantToBuy          | accepted |                                  |
      | Apartment | selling intent    | AlreadyInSell      | accepted |                                  |
      | Apartment | selling intent    | JustCurious        | accepted |                                  |
      | Apartment | selling intent    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | expected price    | 450000             | accepted |                                  |
      | Apartment | expected price    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | price currency    | CHF                | accepted |                                  |
      | Apartment | price currency    | EUR                | refused  | Valuation.Validations.Currency   |
      | Apartment | street            |                    | refused  | Immobox.Validations.Required     |
      | Apartment | street            | x                  | accepted |                                  |
      | Apartment | house number      |                    | refused  | Immobox.Validations.Required     |
      | Apartment | house number      | x                  | accepted |                                  |
      | Apartment | post code         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | post code         | x                  | accepted |                                  |
      | Apartment | city              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | city              | x                  | accepted |                                  |

  Scenario Outline: FR: the <field> rule on a(n) <type> (EUR)
    Given an owner values a <type> in FR
    When they enter "<value>" as the <field>
    Then the <field> is <outcome> with "<message>"

    Examples: FR
      | type      | field             | value              | outcome  | message                          |
      | Apartment | rooms             | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | rooms             | 1                  | accepted |                                  |
      | Apartment | rooms             | 20                 | accepted |                                  |
      | Apartment | rooms             | 21                 | refused  | Validations.Range.Max.Error      |
      | Apartment | rooms             |                    | accepted |                                  |
      | Apartment | rooms             | 2.5                | refused  | Valuation.Validations.Step       |
      | Apartment | rooms             | 3                  | accepted |                                  |
      | Apartment | bedrooms          | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bedrooms          | 1                  | accepted |                                  |
      | Apartment | bedrooms          | 20                 | accepted |                                  |
      | Apartment | bedrooms          | 21                 | refused  | Validations.Range.Max.Error      |
      | Apartment | bedrooms          |                    | accepted |                                  |
      | Apartment | bathrooms         | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bathrooms         | 1                  | accepted |                                  |
      | Apartment | bathrooms         | 5                  | accepted |                                  |
      | Apartment | bathrooms         | 6                  | refused  | Validations.Range.Max.Error      |
      | Apartment | bathrooms         |                    | accepted |                                  |
      | Apartment | living area       | 4.99               | refused  | Validations.Range.Min.Error      |
      | Apartment | living area       | 5                  | accepted |                                  |
      | Apartment | living area       | 1000               | accepted |                                  |
      | Apartment | living area       | 1000.01            | refused  | Validations.Range.Max.Error      |
      | Apartment | living area       |                    | refused  | Immobox.Validations.Required     |
      | Apartment | living area       | 85.25              | accepted |                                  |
      | Apartment | living area       | 85.255             | refused  | Valuation.Validations.Decimals   |
      | House     | land area         | 9.99               | refused  | Validations.Range.Min.Error      |
      | House     | land area         | 10                 | accepted |                                  |
      | House     | land area         | 30000              | accepted |                                  |
      | House     | land area         | 30000.01           | refused  | Validations.Range.Max.Error      |
      | House     | land area         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | land area         |                    | accepted |                                  |
      | Apartment | land area         | 10                 | accepted |                                  |
      | House     | land area         | 10.123             | refused  | Valuation.Validations.Decimals   |
      | Apartment | construction year | 1699               | refused  | Validations.Range.Min.Error      |
      | Apartment | construction year | 1700               | accepted |                                  |
      | Apartment | construction year | 2025               | accepted |                                  |
      | Apartment | construction year | 2026               | refused  | Validations.Range.Max.Error      |
      | Apartment | construction year |                    | refused  | Immobox.Validations.Required     |
      | Apartment | construction year | 20250              | refused  | Valuation.Validations.MaxLength  |
      | Apartment | subtype           | Apartment          | accepted |                                  |
      | Apartment | subtype           | Attic              | accepted |                                  |
      | Apartment | subtype           | TerracedApartment  | accepted |                                  |
      | Apartment | subtype           | StudioApartment    | accepted |                                  |
      | Apartment | subtype           | DetachedHouse      | refused  | Valuation.Validations.NotOffered |
      | Apartment | subtype           |                    | refused  | Immobox.Validations.Required     |
      | House     | subtype           | DetachedHouse      | accepted |                                  |
      | House     | subtype           | Semi-detachedHouse | accepted |                                  |
      | House     | subtype           | Farmhouse          | accepted |                                  |
      | House     | subtype           | Attic              | refused  | Valuation.Validations.NotOffered |
      | Apartment | type              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | type              | Apartment          | accepted |                                  |
      | House     | type              | House              | accepted |                                  |
      | Apartment | type              | Castle             | refused  | Valuation.Validations.NotOffered |
      | Apartment | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         | Terrace            | accepted |                                  |
      | Apartment | amenities         | Parking            | accepted |                                  |
      | Apartment | amenities         | Lift               | accepted |                                  |
      | Apartment | amenities         | AirConditioning    | accepted |                                  |
      | Apartment | amenities         | Alarm              | accepted |                                  |
      | Apartment | amenities         | Garage             | accepted |                                  |
      | Apartment | amenities         | Garden             | accepted |                                  |
      | Apartment | amenities         | SwimmingPool       | accepted |                                  |
      | House     | amenities         | Lift               | refused  | Valuation.Validations.NotOffered |
      | House     | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         |                    | accepted |                                  |
      | Apartment | condition         | RequiresRenovation | accepted |                                  |
      | Apartment | condition         | GoodCondition      | accepted |                                  |
      | Apartment | condition         | ExcellentCondition | accepted |                                  |
      | Apartment | condition         | New                | accepted |                                  |
      | Apartment | condition         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | selling intent    | SellAsap           | accepted |                                  |
      | Apartment | selling intent    | SellIn6To12Months  | accepted |                                  |
      | Apartment | selling intent    | SellInMoreThan1Year | accepted |                                  |
      | Apartment | selling intent    | WantToBuy          | accepted |                                  |
      | Apartment | selling intent    | AlreadyInSell      | accepted |                                  |
      | Apartment | selling intent    | JustCurious        | accepted |                                  |
      | Apartment | selling intent    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | expected price    | 450000             | accepted |                                  |
      | Apartment | expected price    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | price currency    | EUR                | accepted |                                  |
      | Apartment | price currency    | CHF                | refused  | Valuation.Validations.Currency   |
      | Apartment | street            |                    | refused  | Immobox.Validations.Required     |
      | Apartment | street            | x                  | accepted |                                  |
      | Apartment | house number      |                    | refused  | Immobox.Validations.Required     |
      | Apartment | house number      | x                  | accepted |                                  |
      | Apartment | post code         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | post code         | x                  | accepted |                                  |
      | Apartment | city              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | city              | x                  | accepted |                                  |

  Scenario Outline: PT: the <field> rule on a(n) <type> (EUR)
    Given an owner values a <type> in PT
    When they enter "<value>" as the <field>
    Then the <field> is <outcome> with "<message>"

    Examples: PT
      | type      | field             | value              | outcome  | message                          |
      | Apartment | rooms             | 3                  | refused  | Valuation.Validations.NotOffered |
      | Apartment | rooms             |                    | accepted |                                  |
      | Apartment | bedrooms          | -1                 | refused  | Validations.Range.Min.Error      |
      | Apartment | bedrooms          | 0                  | accepted |                                  |
      | Apartment | bedrooms          | 11                 | accepted |                                  |
      | Apartment | bedrooms          | 12                 | refused  | Validations.Range.Max.Error      |
      | Apartment | bedrooms          |                    | refused  | Immobox.Validations.Required     |
      | Apartment | bathrooms         | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bathrooms         | 1                  | accepted |                                  |
      | Apartment | bathrooms         | 5                  | accepted |                                  |
      | Apartment | bathrooms         | 6                  | refused  | Validations.Range.Max.Error      |
      | Apartment | bathrooms         |                    | accepted |                                  |
      | Apartment | living area       | 9.99               | refused  | Validations.Range.Min.Error      |
      | Apartment | living area       | 10                 | accepted |                                  |
      | Apartment | living area       | 90000              | accepted |                                  |
      | Apartment | living area       | 90000.01           | refused  | Validations.Range.Max.Error      |
      | Apartment | living area       |                    | refused  | Immobox.Validations.Required     |
      | Apartment | living area       | 85.25              | accepted |                                  |
      | Apartment | living area       | 85.255             | refused  | Valuation.Validations.Decimals   |
      | House     | land area         | 9.99               | refused  | Validations.Range.Min.Error      |
      | House     | land area         | 10                 | accepted |                                  |
      | House     | land area         | 1000000            | accepted |                                  |
      | House     | land area         | 1000000.01         | refused  | Validations.Range.Max.Error      |
      | House     | land area         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | land area         |                    | accepted |                                  |
      | Apartment | land area         | 10                 | accepted |                                  |
      | House     | land area         | 10.123             | refused  | Valuation.Validations.Decimals   |
      | Apartment | construction year | 1599               | refused  | Validations.Range.Min.Error      |
      | Apartment | construction year | 1600               | accepted |                                  |
      | Apartment | construction year | 2030               | accepted |                                  |
      | Apartment | construction year | 2031               | refused  | Validations.Range.Max.Error      |
      | Apartment | construction year |                    | refused  | Immobox.Validations.Required     |
      | Apartment | construction year | 20250              | refused  | Valuation.Validations.MaxLength  |
      | Apartment | subtype           | Apartment          | accepted |                                  |
      | Apartment | subtype           | Attic              | accepted |                                  |
      | Apartment | subtype           | TerracedApartment  | accepted |                                  |
      | Apartment | subtype           | StudioApartment    | accepted |                                  |
      | Apartment | subtype           | DetachedHouse      | refused  | Valuation.Validations.NotOffered |
      | Apartment | subtype           |                    | refused  | Immobox.Validations.Required     |
      | House     | subtype           | DetachedHouse      | accepted |                                  |
      | House     | subtype           | Semi-detachedHouse | accepted |                                  |
      | House     | subtype           | Farmhouse          | accepted |                                  |
      | House     | subtype           | Attic              | refused  | Valuation.Validations.NotOffered |
      | Apartment | type              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | type              | Apartment          | accepted |                                  |
      | House     | type              | House              | accepted |                                  |
      | Apartment | type              | Castle             | refused  | Valuation.Validations.NotOffered |
      | Apartment | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         | Terrace            | accepted |                                  |
      | Apartment | amenities         | Parking            | accepted |                                  |
      | Apartment | amenities         | Lift               | accepted |                                  |
      | Apartment | amenities         | AirConditioning    | accepted |                                  |
      | Apartment | amenities         | Alarm              | accepted |                                  |
      | Apartment | amenities         | Garage             | accepted |                                  |
      | Apartment | amenities         | Garden             | accepted |                                  |
      | Apartment | amenities         | SwimmingPool       | accepted |                                  |
      | House     | amenities         | Lift               | refused  | Valuation.Validations.NotOffered |
      | House     | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         |                    | accepted |                                  |
      | Apartment | condition         | RequiresRenovation | accepted |                                  |
      | Apartment | condition         | GoodCondition      | accepted |                                  |
      | Apartment | condition         | ExcellentCondition | accepted |                                  |
      | Apartment | condition         | New                | accepted |                                  |
      | Apartment | condition         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | selling intent    | SellAsap           | accepted |                                  |
      | Apartment | selling intent    | SellIn6To12Months  | accepted |                                  |
      | Apartment | selling intent    | SellInMoreThan1Year | accepted |                                  |
      | Apartment | selling intent    | WantToBuy          | accepted |                                  |
      | Apartment | selling intent    | AlreadyInSell      | accepted |                                  |
      | Apartment | selling intent    | JustCurious        | accepted |                                  |
      | Apartment | selling intent    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | expected price    | 450000             | accepted |                                  |
      | Apartment | expected price    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | price currency    | EUR                | accepted |                                  |
      | Apartment | price currency    | CHF                | refused  | Valuation.Validations.Currency   |
      | Apartment | street            |                    | refused  | Immobox.Validations.Required     |
      | Apartment | street            | x                  | accepted |                                  |
      | Apartment | house number      |                    | refused  | Immobox.Validations.Required     |
      | Apartment | house number      | x                  | accepted |                                  |
      | Apartment | post code         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | post code         | x                  | accepted |                                  |
      | Apartment | city              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | city              | x                  | accepted |                                  |

  Scenario Outline: ES: the <field> rule on a(n) <type> (EUR)
    Given an owner values a <type> in ES
    When they enter "<value>" as the <field>
    Then the <field> is <outcome> with "<message>"

    Examples: ES
      | type      | field             | value              | outcome  | message                          |
      | Apartment | rooms             | 3                  | refused  | Valuation.Validations.NotOffered |
      | Apartment | rooms             |                    | accepted |                                  |
      | Apartment | bedrooms          | -1                 | refused  | Validations.Range.Min.Error      |
      | Apartment | bedrooms          | 0                  | accepted |                                  |
      | Apartment | bedrooms          | 12                 | accepted |                                  |
      | Apartment | bedrooms          | 13                 | refused  | Validations.Range.Max.Error      |
      | Apartment | bedrooms          |                    | refused  | Immobox.Validations.Required     |
      | Apartment | bathrooms         | 0                  | refused  | Validations.Range.Min.Error      |
      | Apartment | bathrooms         | 1                  | accepted |                                  |
      | Apartment | bathrooms         | 5                  | accepted |                                  |
      | Apartment | bathrooms         | 6                  | refused  | Validations.Range.Max.Error      |
      | Apartment | bathrooms         |                    | accepted |                                  |
      | Apartment | living area       | 9.99               | refused  | Validations.Range.Min.Error      |
      | Apartment | living area       | 10                 | accepted |                                  |
      | Apartment | living area       | 90000              | accepted |                                  |
      | Apartment | living area       | 90000.01           | refused  | Validations.Range.Max.Error      |
      | Apartment | living area       |                    | refused  | Immobox.Validations.Required     |
      | Apartment | living area       | 85.25              | accepted |                                  |
      | Apartment | living area       | 85.255             | refused  | Valuation.Validations.Decimals   |
      | House     | land area         | 9.99               | refused  | Validations.Range.Min.Error      |
      | House     | land area         | 10                 | accepted |                                  |
      | House     | land area         | 1000000            | accepted |                                  |
      | House     | land area         | 1000000.01         | refused  | Validations.Range.Max.Error      |
      | House     | land area         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | land area         |                    | accepted |                                  |
      | Apartment | land area         | 10                 | accepted |                                  |
      | House     | land area         | 10.123             | refused  | Valuation.Validations.Decimals   |
      | Apartment | construction year | 1599               | refused  | Validations.Range.Min.Error      |
      | Apartment | construction year | 1600               | accepted |                                  |
      | Apartment | construction year | 2030               | accepted |                                  |
      | Apartment | construction year | 2031               | refused  | Validations.Range.Max.Error      |
      | Apartment | construction year |                    | refused  | Immobox.Validations.Required     |
      | Apartment | construction year | 20250              | refused  | Valuation.Validations.MaxLength  |
      | Apartment | subtype           | Apartment          | accepted |                                  |
      | Apartment | subtype           | Attic              | accepted |                                  |
      | Apartment | subtype           | TerracedApartment  | accepted |                                  |
      | Apartment | subtype           | StudioApartment    | accepted |                                  |
      | Apartment | subtype           | DetachedHouse      | refused  | Valuation.Validations.NotOffered |
      | Apartment | subtype           |                    | refused  | Immobox.Validations.Required     |
      | House     | subtype           | DetachedHouse      | accepted |                                  |
      | House     | subtype           | Semi-detachedHouse | accepted |                                  |
      | House     | subtype           | Farmhouse          | refused  | Valuation.Validations.NotOffered |
      | House     | subtype           | Attic              | refused  | Valuation.Validations.NotOffered |
      | Apartment | type              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | type              | Apartment          | accepted |                                  |
      | House     | type              | House              | accepted |                                  |
      | Apartment | type              | Castle             | refused  | Valuation.Validations.NotOffered |
      | Apartment | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         | Terrace            | accepted |                                  |
      | Apartment | amenities         | Parking            | accepted |                                  |
      | Apartment | amenities         | Lift               | accepted |                                  |
      | Apartment | amenities         | AirConditioning    | accepted |                                  |
      | Apartment | amenities         | Alarm              | accepted |                                  |
      | Apartment | amenities         | Garage             | accepted |                                  |
      | Apartment | amenities         | Garden             | accepted |                                  |
      | Apartment | amenities         | SwimmingPool       | accepted |                                  |
      | House     | amenities         | Lift               | refused  | Valuation.Validations.NotOffered |
      | House     | amenities         | Balcony            | accepted |                                  |
      | Apartment | amenities         |                    | accepted |                                  |
      | Apartment | condition         | RequiresRenovation | accepted |                                  |
      | Apartment | condition         | GoodCondition      | accepted |                                  |
      | Apartment | condition         | ExcellentCondition | accepted |                                  |
      | Apartment | condition         | New                | accepted |                                  |
      | Apartment | condition         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | selling intent    | SellAsap           | accepted |                                  |
      | Apartment | selling intent    | SellIn6To12Months  | accepted |                                  |
      | Apartment | selling intent    | SellInMoreThan1Year | accepted |                                  |
      | Apartment | selling intent    | WantToBuy          | accepted |                                  |
      | Apartment | selling intent    | AlreadyInSell      | accepted |                                  |
      | Apartment | selling intent    | JustCurious        | accepted |                                  |
      | Apartment | selling intent    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | expected price    | 450000             | accepted |                                  |
      | Apartment | expected price    |                    | refused  | Immobox.Validations.Required     |
      | Apartment | price currency    | EUR                | accepted |                                  |
      | Apartment | price currency    | CHF                | refused  | Valuation.Validations.Currency   |
      | Apartment | street            |                    | refused  | Immobox.Validations.Required     |
      | Apartment | street            | x                  | accepted |                                  |
      | Apartment | house number      |                    | refused  | Immobox.Validations.Required     |
      | Apartment | house number      | x                  | accepted |                                  |
      | Apartment | post code         |                    | refused  | Immobox.Validations.Required     |
      | Apartment | post code         | x                  | accepted |                                  |
      | Apartment | city              |                    | refused  | Immobox.Validations.Required     |
      | Apartment | city              | x                  | accepted |                                  |

  Scenario Outline: The address's country: "countryISO one of CH, FR, PT" (<portal> portal)
    Given the <portal> portal, whose valuation setting decides the countries
    And an owner values a Apartment in CH
    When they enter "<country>" as the country
    Then the country is <outcome> with "<message>"

    Examples: ES has rules but is not open (document 002 §9); a portal without valuation opens none
      | portal        | country | outcome  | message                          |
      | international | CH      | accepted |                                  |
      | international | FR      | accepted |                                  |
      | international | PT      | accepted |                                  |
      | international | ES      | refused  | Valuation.Validations.NotOffered |
      | international | DE      | refused  | Valuation.Validations.NotOffered |
      | international |         | refused  | Immobox.Validations.Required     |
      | ch            | FR      | accepted |                                  |
      | es            | ES      | refused  | Valuation.Validations.NotOffered |
      | es            | CH      | refused  | Valuation.Validations.NotOffered |

  Scenario Outline: The user steps: "User email, full name, phone: required" (<country>)
    Given an owner values a Apartment in <country>
    When they enter "<value>" as the <field>
    Then the <field> is <outcome> with "<message>"

    Examples: The details are saved on the profile, whose own rules (document 000 §5) they also pass
      | country | field     | value            | outcome  | message                                |
      | CH      | e-mail    |                  | refused  | Immobox.Validations.Required           |
      | CH      | e-mail    | anna@example.ch  | accepted |                                        |
      | CH      | e-mail    | anna@example     | refused  | General.Validators.InvalidEmail        |
      | CH      | full name |                  | refused  | Immobox.Validations.Required           |
      | CH      | full name | Anna Muster      | accepted |                                        |
      | CH      | phone     |                  | refused  | Immobox.Validations.Required           |
      | CH      | phone     | 079 123 45 67    | accepted |                                        |
      | CH      | phone     | +41 79 123 45 67 | accepted |                                        |
      | CH      | phone     | 12345            | refused  | Immobox.Validations.InvalidMobilePhone |
      | FR      | phone     | 06 12 34 56 78   | accepted |                                        |
      | PT      | phone     | 912 345 678      | accepted |                                        |
