@places
Feature: Place statistics
  Document 001 §3: "Place statistics: per place: graph, items (transactionType, propertyType,
  existingRooms with or without rooms, ordering)".
  Document 001 §9: "year graph 12 points".
  Document 001 §5: "The place statistics page supports only some place types."
  Our method (the documents give none): the median asking price per m² of living area of the
  listings created in each calendar month, over the last 12 months.

  Scenario: The year graph has 12 monthly medians ending with the current month
    Given listings to buy created in November 2026 at 10000, 12000 and 20000 per m²
    And listings to buy created in October 2026 at 8000 and 9000 per m²
    When the statistics are computed on 15 November 2026
    Then the year graph has 12 points from "2025-12" to "2026-11"
    And the point of "2026-11" is 12000 per m² from 3 listings
    And the point of "2026-10" is 8500 per m² from 2 listings
    And the point of "2026-09" has no value

  Scenario Outline: Only some place types have statistics
    When the statistics page of a place of type "<type>" is asked for
    Then it is <answer>

    Examples:
      | type                        | answer                    |
      | country                     | supported                 |
      | administrative_area_level_1 | supported                 |
      | locality                    | supported                 |
      | neighborhood                | "Place is not supported"  |
      | postal_code                 | "Place is not supported"  |

  Scenario: The places within are rated by their median, dearest first
    Document 001 §3: "Place statistics: per place: … ratings". Ours: places below with at least
    5 listings over the 12 months, ranked by their median per m².
    Given listings to buy in "kreis-1" created in November 2026 at 10000, 11000, 12000, 13000 and 14000 per m²
    And listings to buy in "kreis-2" created in November 2026 at 8000, 9000, 10000, 11000 and 12000 per m²
    And listings to buy in "kreis-3" created in November 2026 at 20000, 21000, 22000 and 23000 per m²
    When the places below are rated on 15 November 2026
    Then "kreis-1" is first at 12000 per m² from 5 listings
    And "kreis-2" is second at 10000 per m² from 5 listings
    And "kreis-3" is not rated
