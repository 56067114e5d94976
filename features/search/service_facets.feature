@search
Feature: Facets of a search
  Document 001 §7: "Facet format 'name,count:n,sort:,values:,interval:'." Document 001 §9: "facets
  fetch 25". Document 001 §5: "Postcode facet values shorter than three characters are dropped
  (postcode minimum length 3)."

  Scenario Outline: A facet parameter is read
    When the facet parameter "<parameter>" is read
    Then the facet is "<name>" with at most <count> values sorted by "<sort>"

    Examples:
      | parameter                                  | name        | count | sort   |
      | types                                      | types       | 25    | -count |
      | amenities,count:5                          | amenities   | 5     | -count |
      | price,count:10,sort:value,interval:100000  | price       | 10    | value  |
      | postcode,count:,sort:,values:,interval:    | postcode    | 25    | -count |
      | rooms,sort:-value                          | rooms       | 25    | -value |

  Scenario Outline: A facet parameter that cannot be read is refused
    When the facet parameter "<parameter>" is read
    Then the facet is refused because "<reason>"

    Examples:
      | parameter             | reason                       |
      | colour                | unknown facet 'colour'       |
      | types,count:0         | count must be an integer     |
      | types,sort:random     | sort must be one of          |
      | types,interval:10     | 'types' takes no interval    |

  Scenario: Postcode values under three characters are dropped
    Given the postcode counts
      | value | count |
      | 75    | 40    |
      | 75001 | 12    |
      | 1     | 9     |
      | 800   | 3     |
    When the postcode facet is shaped
    Then it holds the values "75001, 800"

  @service
  Scenario: The postcode facet of real results holds no short values
    When the embedded searches service counts the postcode facet of the listings in "FR"
    Then every postcode value has at least 3 characters
