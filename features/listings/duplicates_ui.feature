@ui @listings
Feature: A property listed by several agencies, in a browser
  Beyond the portals people use: "the same property listed by several agencies ... is
  shown once in search with 'also listed by N agencies' on its page".

  Background:
    Given a property of the demo data set listed by two agencies

  Scenario: The first listing names the other agency's listing, one link away, and back
    When the visitor opens the first listing of that property on a 1280 px wide screen
    Then the page says "Also listed by 1 other agency" with a link to the other agency's listing
    When they follow that link
    Then the page says "Also listed by 1 other agency" with a link to the first listing

  Scenario: Search engines are pointed at the listing search shows, not at the copy
    Then the server's HTML for the copy names the first listing as its canonical address
    And the server's HTML for the first listing names the first listing as its canonical address

  Scenario: Search shows the property once: its first listing, not the copy
    When the visitor searches the map area around the first listing
    Then the results hold the first listing and not the other agency's copy
    When the visitor searches the listings of the copy's agency
    Then the results hold the other agency's copy
