@listings
Feature: A listing's price
  Document 002 §3: "Price values are typed Original or Converted and carry display, show
  and lastChange (type Drop)." An owner who hides the price (show false) gets
  "price on request"; a rent is shown per month; a converted value is marked so the
  page can say "converted".

  Background:
    Given a listing for sale published at 1250000 CHF and converted to 1300000 EUR

  Scenario: The published price in its own currency
    When its price is shown in CHF
    Then it shows 1250000 CHF as the Original value

  Scenario: The converted price in the visitor's currency is marked as converted
    When its price is shown in EUR
    Then it shows 1300000 EUR as the Converted value

  Scenario: Without a value in the visitor's currency the published price is shown
    When its price is shown in GBP
    Then it shows 1250000 CHF as the Original value

  Scenario: A listing's page shows the published price with the visitor's currency beside it
    When its page shows its price to a visitor who chose EUR
    Then the page shows 1250000 CHF as the Original value, with 1300000 EUR beside it

  Scenario: A visitor of the published currency sees one price on the listing's page
    When its page shows its price to a visitor who chose CHF
    Then the page shows 1250000 CHF as the Original value, with nothing beside it

  Scenario: The owner hides the price
    Given the owner hides the price
    When its price is shown in CHF
    Then it shows the message "ItemDetails.Price.OnRequest"

  Scenario: A rent is shown per month
    Given the listing is for rent at 2500 CHF
    When its price is shown in CHF
    Then it shows 2500 CHF per month with the message "ItemDetails.Price.PerMonth"

  Scenario Outline: A price <type> is shown as an amount and a percentage
    Given the price changed from <previous> CHF on "2025-01-02"
    When its price is shown in <currency>
    Then it shows a price <type> of <amount> <currency>, <percent> percent

    Examples:
      | type     | previous | currency | amount | percent |
      | drop     | 1300000  | CHF      | 50000  | 3.8     |
      | drop     | 1300000  | EUR      | 52000  | 3.8     |
      | increase | 1000000  | CHF      | 250000 | 25      |

  Scenario: A change that contradicts its own direction is not shown
    Given the price dropped from 1000000 CHF on "2025-01-02"
    When its price is shown in CHF
    Then it shows no price change
