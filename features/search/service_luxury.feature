@search
Feature: Luxury searches and their price range
  Document 001 §3: "Luxury price range: per country and currency, min, max, active."
  Document 001 §5: "Luxury: a price min below the range minimum or max above the range maximum is
  cleared."
  A luxury search finds listings priced at least the range minimum of their country. The ranges are
  ours (the documents give no amounts): CH 2,000,000 to 30,000,000 CHF for sale.

  Scenario Outline: Price bounds outside the luxury range are cleared
    Given the luxury price range from 2000000 to 30000000 is active
    When a luxury search asks for a price from "<min>" to "<max>"
    Then the search keeps a price from "<kept min>" to "<kept max>"

    Examples:
      | min     | max      | kept min | kept max |
      | 500000  | 3000000  |          | 3000000  |
      | 2500000 | 50000000 | 2500000  |          |
      | 2000000 | 30000000 | 2000000  | 30000000 |
      | 100     | 90000000 |          |          |
      |         | 5000000  |          | 5000000  |

  Scenario: An inactive range clears nothing
    Given the luxury price range from 2000000 to 30000000 is not active
    When a luxury search asks for a price from "100" to "90000000"
    Then the search keeps a price from "100" to "90000000"

  @service
  Scenario: The range is given per country and currency, converted for other currencies
    When the luxury price range of "CH" in "CHF" is asked for
    Then it runs from 2000000 to 30000000 CHF
    When the luxury price range of "CH" in "EUR" is asked for
    Then its bounds are whole steps of 10000 EUR

  @service
  Scenario: A luxury search stores and shows the price it searches, without the bounds it clears
    When a visitor saves a luxury search to buy in "CH-zurich-zurich" from "100" to "300000000" CHF
    Then the search it gets back has no price
    And its subtitle names no price
