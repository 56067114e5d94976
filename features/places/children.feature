@places
Feature: Place children counters
  Document 001 §3: "Place: placeId, type, ancestors (type, placeId), slugs …, children."
  Document 001 §5: "Place children counters require a place id and an allowed children type
  ('Place ID is not provided', 'No place found', 'have no allowed children type to display')."
  Document 001 §7: "GET /places/{id}/children".
  Document 001 §9: "Facet request for children counters sorts by Sell and Rent."
  The house-price page shows them, each child leading to its own house prices.

  Scenario: The children come most for sale first, then most to rent
    Given the place "zurich-canton" of type "administrative_area_level_1" has these children with live listings:
      | place      | type     | Sell | Rent |
      | winterthur | locality | 12   | 30   |
      | uster      | locality | 40   | 2    |
      | dietikon   | locality | 12   | 31   |
    When the children counters of "zurich-canton" are asked for
    Then the children are, in order: "uster", "dietikon", "winterthur"
    And "dietikon" counts 12 for Sell and 31 for Rent

  Scenario: Only the allowed children types are shown
    Given the place "zurich" of type "locality" has these children with live listings:
      | place     | type         | Sell | Rent |
      | kreis-1   | neighborhood | 3    | 4    |
      | 8001      | postal_code  | 9    | 9    |
    When the children counters of "zurich" are asked for
    Then the children are, in order: "kreis-1"

  Scenario Outline: The counters need a place of a type that has children to show
    Given the place "kreis-1" of type "neighborhood" has these children with live listings:
      | place | type        | Sell | Rent |
      | 8001  | postal_code | 9    | 9    |
    When the children counters of "<place id>" are asked for
    Then the answer is the error "<message>"

    Examples:
      | place id | message                                                          |
      |          | Place ID is not provided                                         |
      | nowhere  | No place found                                                   |
      | kreis-1  | Place of type neighborhood have no allowed children type to display |
