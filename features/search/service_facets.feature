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

  @service
  Scenario Outline: A facet counts the search with every filter but its own
    Our rule (the documents leave it open): each facet group counts the listings the search finds
    with all its filters except the group's own, as a real portal's filter options do. Ticking
    3 to 4 rooms still shows how many listings have 2 or 5 rooms; the property-type facet ignores
    the property types ticked. The mapping is domain/search/facets/facetScope.ts.
    Given a search for listings to buy in "CH" filtered on <filter>
    When the embedded searches service counts its "<facet>" facet
    Then the facet counts as the same search without that filter does
    And the facet also counts the options the filter leaves out

    Examples:
      | filter                      | facet           |
      | rooms from 3 to 4           | rooms           |
      | the property type Apartment | types           |
      | a price up to 800000        | price           |
      | the view Lake               | viewLandscapes  |

  @service
  Scenario: An amenity's count is what ticking it gives
    Our rule: every amenity ticked is required (a listing must have them all), so the amenities
    facet counts within the results: beside an amenity not yet ticked stands the number of
    results ticking it would leave, not more.
    Given a search for listings to buy in "CH" filtered on the amenity Garden
    When the embedded searches service counts its "amenities" facet
    Then the facet counts "Garden" for every result and no amenity for more
