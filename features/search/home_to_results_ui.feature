@ui
Feature: From the home page's search box to filtered results, the map and a drawn area, in every language
  Document 000 §1: the home page carries the search box; document 001 §2: "/search and
  /{countrySlug?}/{placeSlug}/{transactionType}/… | Search results; drawing allowed"; document
  002 §2: the localised slugs of the search URL. The count a visitor sees after each step is the
  count the server renders for the same address, so the browser's searches and the server's agree;
  after drawing, that address names the stored search, which the server renders for its owner.

  Scenario Outline: A visitor reading <culture> searches from the home page, filters, and draws an area
    When a visitor reading "<culture>" searches "<place>" to "<transaction>" from the home page's search box
    Then they land on the results at "<address>"
    And the count they see is the count the server renders for the address
    When they ask the filters for at least 3 rooms
    Then there are fewer results than before
    And the count they see is the count the server renders for the address
    When they choose to draw on the map from the banner and read how in their language
    And they draw an area on the map and the search inside it is stored
    Then there are no more results than before
    And the count they see is the count the server renders for the address

    Examples:
      | culture | place       | transaction | address               |
      | en      | Switzerland | Sell        | /switzerland/buy      |
      | de      | Schweiz     | Rent        | /de/schweiz/mieten    |
      | fr      | Suisse      | Sell        | /fr/suisse/acheter    |
      | it      | Italia      | Sell        | /it/italia/comprare   |
      | es      | España      | Rent        | /es/espana/alquilar   |
      | pt      | Portugal    | Sell        | /pt/portugal/comprar  |
