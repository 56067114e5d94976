@search
Feature: Location modes of a search by place
  Document 001 §3: "Location modes: nearby, mapArea, exact."
  Document 001 §4: "Location filter modes per place type: postal_code, administrative levels 1 to 4
  and country allow mapArea or exact (default exact); locality, small places (viewport diagonal up to
  5900 m) and the default allow nearby, mapArea, exact (default nearby)."
  Document 002 §9: "a locality place counts as big if its viewport diagonal is at least 8000 m".

  The size test comes first: otherwise "small places" would never decide anything. A mode the
  place does not allow falls back to the place's default rather than failing the search.

  Scenario Outline: The modes a place allows, by its type and size
    Given a place of type "<type>" whose viewport diagonal is <diagonal> m
    Then the search allows the modes "<allowed>" with "<default>" by default

    Examples:
      | type                        | diagonal | allowed               | default |
      | country                     | 900000   | mapArea, exact        | exact   |
      | administrative_area_level_1 | 120000   | mapArea, exact        | exact   |
      | administrative_area_level_4 | 9000     | mapArea, exact        | exact   |
      | postal_code                 | 5901     | mapArea, exact        | exact   |
      | postal_code                 | 5899     | nearby, mapArea, exact | nearby  |
      | administrative_area_level_2 | 3000     | nearby, mapArea, exact | nearby  |
      | locality                    | 40000    | nearby, mapArea, exact | nearby  |
      | neighborhood                | 7000     | nearby, mapArea, exact | nearby  |
      | colloquial_area             | 12000    | nearby, mapArea, exact | nearby  |

  Scenario Outline: The mode a search runs in
    Given a place of type "<type>" whose viewport diagonal is <diagonal> m
    When a search asks for the mode "<asked>"
    Then the search runs in the mode "<mode>"

    Examples:
      | type                        | diagonal | asked   | mode    |
      | locality                    | 20000    | exact   | exact   |
      | locality                    | 20000    | mapArea | mapArea |
      | locality                    | 20000    | none    | nearby  |
      | administrative_area_level_1 | 90000    | nearby  | exact   |
      | administrative_area_level_1 | 90000    | mapArea | mapArea |
      | postal_code                 | 4000     | nearby  | nearby  |

  Scenario Outline: How far a nearby search reaches beyond its place (our choice)
    Given a place of type "locality" whose viewport diagonal is <diagonal> m
    Then the place is <size> and a nearby search reaches <radius> m from its centre

    Examples:
      | diagonal | size  | radius |
      | 4000     | small | 7000   |
      | 7998     | small | 8999   |
      | 8010     | big   | 6005   |
      | 20000    | big   | 12000  |
