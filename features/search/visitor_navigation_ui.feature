@ui
Feature: A visitor's way around the search: log in, page through, and wrong addresses that say why
  Document 000 §7 "Browser redirects": the login goes through /auth/login, which the server answers.
  Document 002 §2: "p (page, shown only if greater than 1)". Document 001 §5: "Unsupported
  transaction slug: 'Transaction slug is not supported'".

  Scenario: "Log in" on a hydrated page leaves the browser's router for the server's login
    When the visitor opens the home page on a 1280 px wide screen and waits for it to hydrate
    And they click "Log in"
    Then the browser is at the server's login, not at a page that was not found

  Scenario Outline: The pagination arrows move one page at a time, on a <width> px wide screen
    When the visitor opens the search "/switzerland/buy<from>" on a <width> px wide screen
    And they press the pagination's "<arrow>" arrow
    Then the address bar is at "<to>"

    Examples:
      | from | arrow    | to   | width |
      |      | Next     | p=2  | 1280  |
      | ?p=5 | Previous | p=4  | 1280  |
      |      | Next     | p=2  | 390   |

  Scenario: A place with a word that is no transaction says so on its 404
    When the visitor opens the search address "/switzerland/zurich/lease"
    Then the search answer is "404"
    And the page says "Transaction slug is not supported"

  Scenario Outline: The home page's box suggests places and keeps the visitor's language, at <width> px
    When the visitor opens the home page "/fr" on a <width> px wide screen and types "Zur" in its search box
    Then places are suggested under the box
    When they press Enter
    Then they land on a search whose address starts with "/fr/" and names "zurich"

    Examples:
      | width |
      | 1280  |
      | 390   |

  Scenario: German pages name Geneva "Genf", and its other languages' slugs lead there too
    When the visitor opens the search address "/de/schweiz/genf/kaufen"
    Then the search answer is "200"
    And the page's title and heading say "Genf"
    When the visitor opens the search address "/de/schweiz/geneve/kaufen"
    Then the search answer is "200"
    And the page's title and heading say "Genf"

  Scenario: Dragging the map makes the list and its count follow the visible area
    When the visitor opens the search "/switzerland/buy" on a 1280 px wide screen
    And they drag the map a third of its width
    Then there are fewer results than before
    And the count they see is the count the server renders for the address

  Scenario: A phone visitor types a place in the header's box, which is there below 1024 px
    When the visitor opens the search "/switzerland/buy" on a 390 px wide screen
    And they type "Genev" in the header's search box and press Enter once places are suggested
    Then they land on a search whose address starts with "/switzerland/" and names "geneva"

  Scenario: At 390 px the bottom bar's Search opens the place box, not every listing
    The visitor defects' point 4: "the bottom bar's Search opens /search with every listing ... A
    phone visitor must be able to search a place (the portals all put the place box first on mobile)."
    When the visitor opens the search "/switzerland/zurich/buy" on a 390 px wide screen
    And they press Search in the bottom bar
    Then the cursor is in the header's place box, on the same page
    When they type "Genev" in the header's search box and press Enter once places are suggested
    Then they land on a search whose address starts with "/switzerland/" and names "geneva"

  Scenario: At 390 px the filter sheet begins with the place, and a place chosen there opens its search
    The same point: "the filter sheet has no location field". The place comes first; choosing one
    opens its search with the same buy or rent.
    When the visitor opens the search "/switzerland/zurich/rent" on a 390 px wide screen
    And they open the filters
    Then the first field of the filters is the place, showing "Zürich"
    When they type "Genev" in the filters' place box and press Enter once places are suggested
    Then they land on a search whose address starts with "/switzerland/" and names "geneva"
    And they land on a search whose address starts with "/switzerland/" and names "rent"
