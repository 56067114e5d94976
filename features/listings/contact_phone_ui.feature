@ui @listings
Feature: A contact's phone number is fetched when the visitor asks for it, never in the page's HTML
  docs/pages.md §1, what may be in shared HTML: "Never in it: the identity, ... names, e-mail
  addresses ...". Document 002 §6: only "a named contact" the publisher allows to be shown.
  Our choice: the number behind "Show phone number" and "Call" is fetched on the press, so the
  page every visitor (and every scraper) gets holds no phone number and no e-mail address.

  Background:
    Given a live listing of the demo data set whose contact has a phone number

  Scenario: The listing's HTML holds neither the contact's phone number nor an e-mail address
    Then the server's HTML for the listing holds no phone number and no e-mail address

  Scenario: The agent's page holds neither either
    Then the server's HTML for the page of the listing's agent holds no phone number and no e-mail address

  Scenario: "Show phone number" fetches the number when pressed
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    And they press "Show phone number"
    Then the contact's phone number is shown, fetched after the press
