@listings
Feature: Area units and their display
  Document 002 §9: "Default unit system: metric. Conversion to square metres: Acre 4046.8564,
  Hectare 10000, SquareFoot 0.092903, SquareYard 0.836127. Display rounding: 2 decimals
  for Hectare and Acre, 0 otherwise. Metric display units: SquareMeter in general;
  Hectare and SquareMeter for land, garden and total. Square-foot price conversion
  factor 0.092903."
  Document 002 §8: "Area source unit undefined: error thrown. Unit conversion ratio
  unknown: error thrown."

  Our choice: land, garden and total areas switch to the large unit from one whole
  large unit on (10,000 m² is 1 ha; one acre in the imperial system).

  Scenario Outline: One <unit> in square metres
    When 1 <unit> is converted to square metres
    Then the area is <squareMeters> square metres

    Examples:
      | unit        | squareMeters |
      | SquareMeter | 1            |
      | Acre        | 4046.8564    |
      | Hectare     | 10000        |
      | SquareFoot  | 0.092903     |
      | SquareYard  | 0.836127     |

  Scenario Outline: A <kind> area published as <value> <unit> shows as <shown> in the <system> system
    Given a listing with a <kind> area of <value> <unit>
    When its areas are shown in the <system> system
    Then its <kind> area reads "<shown>" in "en"

    Examples:
      | kind   | value | unit        | system   | shown        |
      | living | 120.4 | SquareMeter | metric   | 120 m²       |
      | living | 1000  | SquareFoot  | metric   | 93 m²        |
      | land   | 9999  | SquareMeter | metric   | 9,999 m²     |
      | land   | 10000 | SquareMeter | metric   | 1 ha         |
      | land   | 12345 | SquareMeter | metric   | 1.23 ha      |
      | land   | 2     | Acre        | metric   | 8,094 m²     |
      | living | 100   | SquareMeter | imperial | 1,076 ft²    |
      | land   | 1     | Hectare     | imperial | 2.47 ac      |
      | land   | 300   | SquareYard  | imperial | 2,700 ft²    |

  Scenario Outline: A listing's page shows its area as published, the visitor's unit beside it
    Document 002 §3: "Area value: unit (Hectare, SquareFoot, SquareMeter, SquareYard, Acre) and an
    original flag."
    Given a listing with a <kind> area of <value> <unit>
    When its areas are shown in the metric system
    Then its page shows its <kind> area as "<shown>" in "en"

    Examples:
      | kind   | value | unit        | shown              |
      | living | 6146  | SquareFoot  | 6,146 ft² (571 m²) |
      | land   | 2     | Acre        | 2 ac (8,094 m²)    |
      | living | 120   | SquareMeter | 120 m²             |
      | land   | 12345 | SquareMeter | 1.23 ha            |

  Scenario: Metric is the default unit system
    Given a listing with a living area of 1000 SquareFoot
    When its areas are shown
    Then its living area reads "93 m²" in "en"

  Scenario: Area numbers follow the culture
    Given a listing with a land area of 12345 SquareMeter
    When its areas are shown in the metric system
    Then its land area reads "1,23 ha" in "fr"

  Scenario: A missing source unit is an error
    When 12 of no unit are converted to square metres
    Then the conversion fails with "Area source unit undefined"

  Scenario: A unit without a known ratio is an error
    When 12 "Rood" are converted to square metres
    Then the conversion fails with "Unit conversion ratio unknown"

  Scenario: A price per square metre is shown per square foot with the factor 0.092903
    When a price of 10000 per square metre is expressed per square foot
    Then the price is 929.03 per square foot
