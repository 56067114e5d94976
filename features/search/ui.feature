@ui
Feature: The search results page in a browser
  Document 001 §2: "/search and /{countrySlug?}/{placeSlug}/{transactionType}/… | Search results;
  drawing allowed". Document 001 §9: "Page size 20", "Default SERP banner: draw on map at
  position 3", "Map zoom 3 to 20; … map search delay 500 ms". Document 002 §2: "p (page, shown
  only if greater than 1)". Document 002 §9: "Coordinates rounded to 13 decimals".

  Scenario: A visitor filters, pages through, and searches inside an area drawn on the map
    When the visitor opens the search "/switzerland/buy" on a 1280 px wide screen
    Then they see 20 results of a longer list, rendered on the server
    And the draw-on-map banner stands at position 3 of the results
    When they go to page 2 of the results
    Then the address bar shows "p=2" and other results
    When they filter on a price of at most 3000000 and at least 3 rooms
    Then the address bar shows "3p-rooms" and "price.max=3000000"
    And there are fewer results than before
    When they choose to draw on the map from the banner
    And they draw an area around the middle of the map
    Then there are fewer results than before
    And the address bar holds the id of the stored search
    And the page has no serious or critical accessibility violations

  Scenario: On a phone the map is one tap away
    When the visitor opens the search "/switzerland/rent" on a 390 px wide screen
    And they switch to the map
    Then the map shows the results as markers on a plain background
    When they switch back to the list
    Then they see the results again

  Scenario: Filters on a phone open in a modal that says what is wrong
    When the visitor opens the search "/switzerland/buy" on a 390 px wide screen
    And they open the filters and ask for a price from 900000 to 100000
    Then the filters say "The minimum cannot be greater than the maximum"

  Scenario: A crawler gets the whole page, with the robots rules of document 002 §5
    Then the server's HTML for "/switzerland/buy" holds 20 results, a canonical link and "index, follow"
    And the server's HTML for "/switzerland/buy?st=Attic,Loft" says "noindex, follow"
    And the server's HTML for "/switzerland/buy?p=102" says "noindex, follow"

  Scenario Outline: Bad search URLs are pages not found or bad requests, never errors
    When the visitor opens the search address "<url>"
    Then the search answer is "<status>"

    Examples:
      | url                                          | status |
      | /switzerland/buy/spaceships                  | 404    |
      | /switzerland/buy?price.min=9&price.max=1     | 400    |
      | /nowhere-at-all/buy                          | 404    |
      | /switzerland/buy?searchId=999999             | 404    |

  Scenario: The old form and page past the maximum skip redirect permanently
    When the visitor opens the search address "/buy/apartments/switzerland?price.max=500000"
    Then the search answer is "301" to "/switzerland/buy/apartments?price.max=500000"
    When the visitor opens the search address "/switzerland/buy?p=5001"
    Then the search answer is "301" to "/switzerland/buy"

  Scenario Outline: Screenshots of the results page
    When the visitor opens the search "<url>" on a <width> px wide screen
    Then a screenshot of what the visitor sees is kept as "<file>"

    Examples:
      | url                             | width | file                  |
      | /switzerland/buy                | 1280  | search-1280-en.png    |
      | /switzerland/buy                | 390   | search-390-en.png     |
      | /fr/suisse/acheter              | 1280  | search-1280-fr.png    |
      | /fr/suisse/acheter              | 390   | search-390-fr.png     |
