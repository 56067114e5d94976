@ui @portal
Feature: Shared pages get the visitor's part after hydration
  "For a given portal, culture, currency, path and normalised query, every anonymous
  visitor and every crawler gets the same bytes. Everything personal arrives after hydration from
  one small per-visitor request: the signed-in header and its menu, counters, the dashboard link."
  Our reading: a signed-in visitor gets the shared page too, from the node's cache, answered as
  private; a cache in front (a CDN keyed without their cookies) may answer them with the guests'
  copy. A readable cookie that says only "has an account session" keeps the Log in button's place
  empty until their account menu arrives (docs/pages.md).

  Scenario: A signed-in visitor's search page is the shared page, and never shows them Log in
    Given a new visitor reading the portal in en
    And they have registered as "Sara Shared"
    When they open the search page while their personal part is held back
    Then the page they were given is the shared page, answered privately
    And the header keeps the place of the Log in button empty
    And once their personal part arrives the header shows their account menu instead

  Scenario: A signed-in visitor served the shared copy of the search page sees their header once it has hydrated
    Given a new visitor reading the portal in en
    And they have registered as "Sara Shared"
    When a cache in front answers their search page with the shared copy
    Then the shared copy they were given offers to log in
    And once the page has hydrated the header shows their account menu instead

  Scenario Outline: Nothing in the bars moves when a signed-in visitor's account entry arrives (<language>, <width> px)
    "No layout shift when the personal part arrives (reserve its space; CLS stays 0)".
    The account entry is the widest word's width before and after: "Se connecter" is wider than
    the account menu, and "Einstellungen" than "Profil".
    Given a new visitor reading the portal in <language>
    And they have registered as "Sara Shared"
    When they open the search page <width> px wide while their personal part is held back
    And their personal part arrives
    Then the header and the mobile bar are where they were

    Examples:
      | language | width |
      | fr       | 1280  |
      | de       | 390   |
      | fr       | 390   |
