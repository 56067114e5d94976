@ui
Feature: The listing page in a browser
  Document 001 §2: "/{listingSegment}/{listingId} | Listing page". Any listing of the demo data
  set opens at its localised URL, rendered on the server and hydrated in the browser, in each of
  de, en, es, fr, it and pt. Document 000 §9: "Breakpoints: mobile max 767, tablet 768-1023,
  desktop min 1024."

  Background:
    Given a live listing of the demo data set with photos, a shown price and a named contact

  Scenario Outline: A visitor opens a listing on a <screen> screen
    When the visitor opens the listing at its English URL on a <width> px wide screen
    Then they see its title, price, key facts, photos, the map and the agent block
    And the page has no serious or critical accessibility violations
    And a screenshot of the page is kept as "listing-<width>-en.png"

    Examples:
      | screen  | width |
      | desktop | 1280  |
      | phone   | 390   |

  Scenario: The page is rendered on the server and comes alive in the browser
    Then the server's HTML for the listing already holds its title and price
    And the server's HTML for the listing holds its places in English as a BreadcrumbList, as search pages do
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    And they press the gallery's next-photo button
    Then the gallery shows photo 2

  Scenario: The parts a visitor cannot touch stay the server's HTML, and their code loads only when the browser renders them
    docs/pages.md §12: the key facts, features, price history, energy ratings and the agent block have
    no behaviour. A first visit hydrates the page around them without their code; moving to another
    listing in the same tab, the browser renders that page itself, so it fetches their code then.
    Given the browser keeps every script it fetches
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    Then once the page has hydrated, its key facts are the server's HTML and no script the browser fetched holds their code
    When they go to the listing's country by its breadcrumbs and open another listing found there
    Then the next listing's key facts are shown, their code fetched to render them

  Scenario: An interactive part below the fold keeps the server's HTML until the visitor comes near it
    docs/pages.md §12: the similar listings sit below the fold. A first visit hydrates the page
    without them and fetches none of their code; scrolled within a screen of them, the browser
    fetches it and hydrates them, and their hearts answer a click (a guest is asked to log in).
    Given a live listing of the demo data set that has similar listings
    And the browser keeps every script it fetches
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    Then once the page has hydrated, its similar listings are the server's HTML, not hydrated, and no script the browser fetched holds their code
    When they scroll to the similar listings
    Then the similar listings' code is fetched and they hydrate
    And a click on the first similar listing's heart opens the login modal

  Scenario: A visitor who chose another currency sees the published price with its conversion beside it
    Document 002 §3: "Price values are typed Original or Converted".
    Given the visitor has chosen the currency "USD"
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    Then the price is shown as published, with its "USD" conversion beside it

  Scenario Outline: The same listing in <language>
    When the visitor opens the listing at its <language> URL on a <width> px wide screen
    Then the page is in <language>, with the heading "<facts>" and the badge "<sale>"

    Examples:
      | language | width | facts           | sale         |
      | German     | 1280  | Eckdaten         | Zu verkaufen |
      | French     | 1280  | Caractéristiques | À vendre     |
      | Italian    | 1280  | Caratteristiche  | In vendita   |
      | Spanish    | 390   | Características  | En venta     |
      | Portuguese | 390   | Características  | À venda      |

  Scenario: Screenshots in German
    When the visitor opens the listing at its German URL on a 1280 px wide screen
    Then a screenshot of the page is kept as "listing-1280-de.png"
    When the visitor opens the listing at its German URL on a 390 px wide screen
    Then a screenshot of the page is kept as "listing-390-de.png"

  Scenario: Another language's word leads to the visitor's own, for as long as their browser asks for it
    Document 000 §2: the culture comes from the path, then the cookie, then Accept-Language. The header
    chose it, not the URL, so the redirect is temporary, varies with the header and is kept by no one.
    When a visitor whose language is French opens the listing at "/listing/{id}"
    Then they are sent temporarily to "/fr/annonce/{id}", an answer that varies with "Accept-Language" and nobody keeps

  Scenario Outline: A listing that cannot exist, or does not, is a page not found
    When the visitor opens "<url>"
    Then the answer is "404"

    Examples:
      | url                 |
      | /listing/abc        |
      | /listing/0          |
      | /listing/1999999999 |

  Scenario: The legacy source URL leads to the listing
    When the visitor opens "/listing/source/{id}?searchId=7"
    Then they are sent permanently to "/listing/{id}?searchId=7"

  Scenario: An archived listing says so and offers no contact (document 002 §6)
    Given an archived listing of the demo data set
    When the visitor opens the listing at its English URL on a 390 px wide screen
    Then they read that the listing is no longer available
    And no contact action is offered
