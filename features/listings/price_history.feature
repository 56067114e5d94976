@listings
Feature: Price history on the listing page
  Beyond the portals people use: "Price history on the listing page: every price change
  with its date and the change in per cent, and days on the market ... Rightmove hides this;
  buyers ask for it."

  Scenario: Every change with its date and per cent, newest first, and the days on the market
    Given a listing first published at 1000000 CHF on "2025-12-02"
    And its price changed to 950000 CHF on "2026-01-15"
    And its price changed to 980000 CHF on "2026-02-10"
    When its price history is read on "2026-03-02"
    Then the history reads, newest first:
      | date       | event    | price   | change |
      | 2026-02-10 | Increase | 980000  | 3.2    |
      | 2026-01-15 | Drop     | 950000  | -5     |
      | 2025-12-02 | Listed   | 1000000 |        |
    And the listing has been 90 days on the market
