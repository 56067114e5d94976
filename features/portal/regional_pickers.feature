@portal
Feature: Regional pickers
  Document 000 §2 "Regional pickers": "Choosing another portal redirects to that portal's host
  with the same path and query. Choosing a currency stores it locally and reloads the page.
  Suggested currencies by default: USD, EUR, GBP plus the portal default. Country groups:
  Africa, Asia, Europe, LatinAmerica, NorthAmerica."

  Scenario: The picker lists the configured portals where they live
    Then the picker's portal list matches the configured portals and their public origins

  Scenario: The country portals are grouped under the document's headings
    Then the country groups shown are "Europe"
    And the international portal is listed apart

  Scenario: Another portal keeps the path and the query
    When a visitor on "https://www.homefinder.fr/geneve/louer?p=2" chooses the portal "ch"
    Then the browser goes to "https://www.homefinder.ch/geneve/louer?p=2"

  Scenario Outline: Suggested currencies on the <portal> portal
    Then the currencies suggested on the "<portal>" portal are "<suggested>"

    Examples:
      | portal | suggested          |
      | ch     | CHF, USD, EUR, GBP |
      | fr     | EUR, USD, GBP      |
