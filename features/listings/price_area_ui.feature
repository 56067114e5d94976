@ui @listings
Feature: A listing's own price and area, on a phone and in another currency
  Document 002 §3: "Price values are typed Original or Converted" and "Area value: unit (Hectare,
  SquareFoot, SquareMeter, SquareYard, Acre) and an original flag": the page shows the published
  price and area, with the visitor's currency and unit beside them.
  Document 000 §9: "Breakpoints: mobile max 767, tablet 768-1023, desktop min 1024."

  Scenario Outline: On a 390 px phone in <language> the price leaves the call button uncovered
    Given a live listing of the demo data set priced in CHF, with a price change and a contact to call
    When the visitor opens the listing at its <language> URL on a 390 px wide screen
    Then the action bar's price covers none of its buttons
    And the page does not scroll sideways

    Examples:
      | language |
      | English  |
      | French   |
      | German   |

  Scenario: A German title with a long compound word leaves the page as wide as the phone
    The title shares the row with the heart ("Merken"): a word wider than what is left of the row
    breaks, rather than push the whole page wider than the screen.
    Given a live listing of the demo data set whose German title holds a word of 16 letters or more
    When the visitor opens the listing at its German URL on a 390 px wide screen
    Then the title row is no wider than the screen, and neither is the page

  Scenario: A CHF listing shows its price in francs with the euro conversion beside it
    Given a live listing of the demo data set priced in CHF, with a price change and a contact to call
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    Then the price is shown as published, with its "EUR" conversion beside it

  Scenario: An area published in square feet shows in square feet, square metres beside it
    Given a live listing of the demo data set whose living area is published in square feet
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    Then its living area reads as published in square feet, with square metres beside it
