@ui @identity
Feature: Signing up, in and out in a browser
  Document 000 §4: a page view writes nothing (docs/pages.md §10: a new visitor has no profile
  until an act that needs one, here registering); registering,
  logging in and out, and the token refresh work in Chromium in two languages. Registering is
  confirmed with a 6-digit code mailed through the outbox (read here from the test server's
  mail viewer), so that registering never tells anyone which e-mails have an account.

  Scenario Outline: A visitor registers with a password, logs out and logs in again (<language>)
    Given a new visitor reading the portal in <language>
    Then the visitor has no profile and no token yet
    When they register as "<name>" with a password
    Then they are authenticated as a full user
    When they log out and confirm
    Then they are a guest unknown with no profile
    When they log in with their e-mail and password
    Then they are authenticated as a full user

    Examples:
      | language | name          |
      | en       | Anna Meier    |
      | fr       | Claire Dubois |

  Scenario: Logging in with a code sent by e-mail
    Given a new visitor reading the portal in en
    And they have registered as "Ben Keller" and logged out
    When they log in with a code read from the outbox
    Then they are authenticated as a full user

  Scenario: The access token is refreshed when it has expired
    Given a new visitor reading the portal in en
    And they have registered as "Rita Bianchi"
    When their access token has expired and they open a page
    Then they are authenticated as a full user with a new access token

  Scenario: Changing the profile with the documents' validators
    Given a new visitor reading the portal in de
    And they have registered as "Lena Vogel"
    When they enter the mobile phone "12" on their profile
    Then the profile form says "Bitte geben Sie eine gültige Mobilnummer ein"
    When they enter the mobile phone "+41 79 123 45 67" on their profile
    Then the profile is saved and complete

  Scenario: Declining performance cookies stops event tracking
    Document 000 §4 "Cookie consent": "performance and advertising are optional and off by default".
    Events of a visitor who declined performance cookies are not posted.
    Given a new visitor reading the portal in en
    Then the cookie consent banner shows
    When they save their cookie choices without performance cookies
    And they open the search page and leave it
    Then no tracking event was posted since their choice

  Scenario: Accepting cookies hides the banner for good
    Given a new visitor reading the portal in en
    Then the cookie consent banner shows
    When they accept all cookies
    Then the cookie consent banner no longer shows, even after a reload
