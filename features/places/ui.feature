@ui @places
Feature: House prices in a browser
  Document 001 §2: "/house-price or /{countrySlug?}/{placeSlug}/{statsSegment} | Place statistics".
  Document 001 §3: "Place statistics: per place: graph, items (transactionType, propertyType,
  existingRooms with or without rooms, ordering), currencyId, ratings, children, facets; searches
  by property and transaction type." Document 001 §9: "year graph shows the last 12 points".
  Zürich here is the canton ("zurich-region": the town has the plain slug): the browser suite's
  data set of 500 listings has too few in the town over the last 12 months to give a figure.

  Scenario Outline: A visitor opens the house prices of Zürich on a <width> px wide screen
    When the visitor opens the house prices of "switzerland/zurich-region" on a <width> px wide screen
    Then the page's heading is "House prices in Zürich"
    And it shows figures per m², a year graph of 12 points and its table
    And the page has no serious or critical accessibility violations

    Examples:
      | width |
      | 1280  |
      | 390   |

  Scenario: The places within show their listings for sale and to rent, each leading to its own house prices
    Document 001 §5: "Place children counters require a place id and an allowed children type".
    Document 001 §9: "Facet request for children counters sorts by Sell and Rent."
    When the visitor opens the house prices of "switzerland/zurich-region" on a 1280 px wide screen
    Then it lists the places within, most listings for sale first, with their counts to rent
    When follows the first place within
    Then the page's heading names that place

  Scenario Outline: A search page links the places within and the property types, <shown> at first on a <width> px wide screen
    Document 000 §2: "Module kinds: … SEO children, SEO property types". Document 001 §9: "SEO facet
    module limits 10 (5 mobile) reduced, 40 expanded".
    When the visitor opens the search "/switzerland/buy" on a <width> px wide screen
    Then the search page links at most <shown> places within and property types, each with its count
    And "Show all" shows every place within, at most 40
    When follows the first place within the search
    Then the search page shows listings in that place

    Examples:
      | width | shown |
      | 1280  | 10    |
      | 390   | 5     |

  Scenario: A figure leads to its search
    When the visitor opens the house prices of "switzerland/zurich-region" on a 1280 px wide screen
    And follows the first figure
    Then the search page shows listings of that kind in Zürich

  Scenario: The house prices list the listings most people viewed this week
    Tracked events are "used where it helps a visitor: … the most viewed listings in a place on
    its statistics page". Document 002 "Tracking events": POST /events/track with body actions.
    The @ui scenarios run on one portal and their page views count too, as they should (a listing page
    opened by a dozen scenarios leads), so the scenario's listing gets more viewers than the leader so far.
    The page is a shared one (docs/pages.md): a node keeps it up to PAGE_CACHE_TTL_S, 60 s, and views
    do not drop it, so the list a visitor sees may be up to a minute old.
    Given 12 more people than the most viewed listing so far viewed the first listing of the search "/switzerland/buy?p=3" this week
    When the visitor opens the house prices of the whole portal
    Then within a minute the most viewed listings this week come first with that listing and how many people viewed it
    When follows that listing
    Then the listing's page opens

  Scenario: On a portal of several countries, /house-price rates the countries, each leading to its own house prices
    When the visitor opens the house prices of the whole portal
    And follows the first place of the rating
    Then the page's heading names that place
