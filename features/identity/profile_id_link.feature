@identity
Feature: What a profileId in a link does
  Document 000 §2 lists profileId among the query parameters read and cleaned at start-up; it
  arrives on links from our e-mails. A profile id is a number anyone can type, so ours is only a
  hint: it never switches the browser to that profile and never loads that profile's data. The
  link also carries a signed token (`hash`, the one GET /api/v1/token?hash checks): with it the
  server identifies the browser's OWN profile as the mailed user (UserIdentifiedByUrlToken,
  document 000 §4), without it nothing happens. Both parameters are cleaned from the address bar,
  so a copied link identifies nobody. An authenticated user is known better than any link says.
  regional_and_debug_ui.feature follows such links in a browser.

  Scenario Outline: <state> browser on profile 7, link with <link>
    Given a browser whose own profile is 7, in the state <state>
    When a link arrives with <link>
    Then the browser "<outcome>"

    Examples:
      | state                 | link                              | outcome                             |
      | GuestUnknown          | profileId 12 and no token         | ignores the profile id              |
      | GuestIdentified       | profileId 12 and no token         | ignores the profile id              |
      | GuestUnknown          | profileId 7 and no token          | does nothing                        |
      | GuestUnknown          | profileId 12 and a signed token   | asks the server to verify the token |
      | UserIdentifiedByEmail | no profileId and a signed token   | asks the server to verify the token |
      | UserAuthenticated     | profileId 12 and a signed token   | ignores the profile id              |
      | crawler               | profileId 12 and a signed token   | ignores the profile id              |
      | GuestUnknown          | no profileId                      | does nothing                        |
