@search @service
Feature: The searches service refuses what the documents refuse
  Document 001 §5: "Search id must be valid: 'SearchId {n} is not valid'; unknown id: 'Search {n} is
  not found' (404)." "Range: when both min and max are set and min is greater than max, error
  'min > max'." "Page offset at or beyond the maximum skip redirects to page one."
  Document 001 §6: "Crawlers and bots: no event tracking, no saving to the database (saveInDb
  false)." Document 001 §4: "existing search patched when filters differ or the currency changed."

  Scenario Outline: A search id that is not a positive integer is not valid
    When the search "<id>" is asked for
    Then the search is refused as INVALID with the message "SearchId <id> is not valid"

    Examples:
      | id  |
      | abc |
      | 0   |
      | -4  |
      | 1.5 |

  Scenario: An unknown search is not found
    When the search "987654321" is asked for
    Then the search is refused as NOT_FOUND with the message "Search 987654321 is not found"

  Scenario Outline: A range whose min is above its max is refused
    When a visitor searches with <range> from <min> to <max>
    Then the search is refused as INVALID with the message "min > max"

    Examples:
      | range           | min    | max    |
      | price           | 500000 | 100000 |
      | rooms           | 5      | 2      |
      | living area     | 200    | 80     |

  Scenario: A page at or beyond the maximum skip is refused, for the page to go to page one
    When a visitor asks for the results from offset 100000
    Then the search is refused as INVALID with the code "MAX_SKIP_EXCEEDED"

  Scenario: A crawler's search is run and not stored
    When a crawler searches for listings to buy
    Then results come back
    And the search has no id

  Scenario: A stored search is patched only when its filters or its currency differ
    Given a visitor's stored search for listings to rent with a lift and a balcony in EUR
    When the same filters come back written another way
    Then the stored search is unchanged
    When the currency changes to CHF
    Then the stored search is in CHF
