@server
Feature: Client-side navigation keeps the visitor
  Document 000 §4: every page knows the visitor's profile and authentication state, and a missing
  or expired access token is refreshed on the way. Client-side navigation fetches the next page's
  context as JSON instead of HTML; it must carry the same visitor, or a saved search or a profile
  page reached by an in-app link would render for a stranger.

  Scenario: The next page's context, fetched as JSON, belongs to the same visitor
    Given a visitor whose cookie choice gave them a guest profile
    When their browser fetches the next page's context for a client-side navigation
    Then it carries the same profile in the "GuestUnknown" state
    And no new profile is made for that request
