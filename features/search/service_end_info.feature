@search
Feature: What the end of the results says
  Document 001 §4: "Search end info: zeroResults (no results and no extra filters);
  endOfListingsFilters (fewer than 30 results with filters); otherwise endOfListings."
  Document 001 §9: "Fewer than 30 results with filters marks end of listings with filters."
  The place and buy-or-rent are what every search has; anything else is a filter the visitor could
  remove.

  Scenario Outline: End info from the total and the filters
    Given a search <filters>
    When it finds <total> listings
    Then the end of the results says "<end info>"

    Examples:
      | filters                               | total | end info             |
      | to buy in a place                     | 0     | zeroResults          |
      | to buy in a place                     | 12    | endOfListings        |
      | to buy in a place with at least 3 rooms | 0   | endOfListingsFilters |
      | to buy in a place with at least 3 rooms | 29  | endOfListingsFilters |
      | to buy in a place with at least 3 rooms | 30  | endOfListings        |
      | to buy in a place with a garden       | 200   | endOfListings        |
