@search
Feature: Map geometry of map searches
  Document 002 §9: "Coordinates rounded to 13 decimals; zoom clamped to a minimum and maximum from
  config; longitude wraps over -180 to 180; earth radius 6371000 m". Document 001 §9: "Map zoom 3 to 20".

  Scenario Outline: Coordinates, longitudes and zooms are normalised
    Then the coordinate <raw> rounds to <rounded>
    And the longitude <lng> wraps to <wrapped>
    And the zoom <zoom> is clamped to <clamped>

    Examples:
      | raw                 | rounded          | lng  | wrapped | zoom | clamped |
      | 46.12345678901234   | 46.1234567890123 | 190  | -170    | 1    | 3       |
      | 8.00000000000004    | 8                | -190 | 170     | 25   | 20      |
      | -0.00000000000001   | 0                | 540  | 180     | 12.5 | 12.5    |

  Scenario: Distances are measured on a sphere of radius 6371000 m
    Then Zurich (47.3769, 8.5417) and Geneva (46.2044, 6.1432) are 224 km apart
