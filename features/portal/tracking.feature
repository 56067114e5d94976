@portal @tracking
Feature: Event tracking
  Document 002 "Tracking events": "Events are posted to a statistics call (POST /events/track with body
  actions: source, portalId, ipAddress, profileId, action, listingId, categoryId, searchId, value). Crawlers
  and bots are not tracked. Archived agents trigger archived-agent variants."
  Document 001 §6: "Crawlers and bots: no event tracking".
  Document 001 §7: "Event tracking: POST /events/track ...; failures are logged only."

  Our choices: the browser sends batches with navigator.sendBeacon; a page names itself with
  data-tracked-page (document 000 §2 page names); the archived-agent variant of an action ends in "ArchivedAgent".

  Scenario: A crawler's visit is not tracked
    Given a visitor with the user agent "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
    When the visitor's browser posts a batch with one "listingPage" action
    Then no event is stored

  Scenario: A person's visit is tracked
    Given a visitor with the user agent "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36"
    When the visitor's browser posts a batch with one "listingPage" action
    Then 1 event is stored

  Scenario: The batch format
    Given the page shown is the "listingPage" of listing 17
    When the page's display is tracked and the visitor leaves
    Then one beacon is sent to "/svc/events/track" as "application/json"
    And its body is "actions" holding one action with source "web", portalId "international", action "listingPage" and listingId 17

  Scenario Outline: The archived-agent variant
    Given the page shown is the "<page>" of an agent who is <state>
    When the page's display is tracked and the visitor leaves
    Then the action sent is "<action>"

    Examples:
      | page      | state       | action                 |
      | agentPage | active      | agentPage              |
      | agentPage | archived    | agentPageArchivedAgent |
