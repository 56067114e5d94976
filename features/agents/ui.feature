@ui @agents
Feature: Agent and agency pages in a browser
  Document 001 §2: "/{agentSegment}/{agentSlug}, /agent/{agencyName?}/{agentName?}/{agentUserId},
  /a/{agentSlug} | Agent profile"; "/{agencySlug}/{agencyName?}/{accountId} | Agency search page".
  Document 002 §2: agency and agent URL shapes. A listing's contact block links to both.

  Background:
    Given a live listing of the demo data set with photos, a shown price and a named contact

  Scenario: From a listing, a visitor opens the agent's page
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    And follows the contact block's link to the agent's page
    Then the agent's profile has the agent's name as its heading and lists their listings
    And the page has no serious or critical accessibility violations

  Scenario: From a listing, a visitor opens the agency's page
    When the visitor opens the listing at its English URL on a 390 px wide screen
    And follows the contact block's link to the agency's listings
    Then the agency page shows the agency's header over a search of its listings
    And the page has no serious or critical accessibility violations
