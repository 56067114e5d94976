@listings
Feature: Listing ids
  Document 001 §5: "Listing id and project id must convert to a nonzero number,
  else not-found ('ListingId is not valid')."
  Ids come from URLs such as /{listingSlug}/{id}. We accept decimal digits only
  (leading zeros tolerated) for a value of at least 1.

  Scenario Outline: An id that is a positive number is accepted
    When the listing id "<raw>" is read
    Then the listing id is <id>

    Examples:
      | raw  | id   |
      | 1    | 1    |
      | 123  | 123  |
      | 0042 | 42   |

  Scenario Outline: An id that is not a positive number is not found
    When the listing id "<raw>" is read
    Then the listing is not found with the message "ListingId is not valid"

    Examples:
      | raw   |
      | 0     |
      | -5    |
      | abc   |
      | 12abc |
      | 1.5   |
      | 1e3   |
      |       |
