@ui @portal
Feature: Shared pages get the visitor's part after hydration
  Issue 10: "For a given portal, culture, currency, path and normalised query, every anonymous
  visitor and every crawler gets the same bytes. Everything personal arrives after hydration from
  one small per-visitor request: the signed-in header and its menu, counters, the dashboard link."
  Our reading: a signed-in visitor's own pages are rendered for them; they meet the shared copy
  when a cache in front (a CDN keyed without their cookies) answers for the portal. Favourite
  hearts and counters do not exist yet: they join the personal part with their features.

  Scenario: A signed-in visitor served the shared copy of the search page sees their header once it has hydrated
    Given a new visitor reading the portal in en
    And they have registered as "Sara Shared"
    When a cache in front answers their search page with the shared copy
    Then the shared copy they were given offers to log in
    And once the page has hydrated the header shows their account menu instead
