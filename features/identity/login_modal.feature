@identity
Feature: Which view the login modal shows
  Document 000 §4 "Login modal view": "In the favourite flow: e-mail or token identified users get
  the reconnect view; others get the save-favourite sign-in view. Otherwise: identified by e-mail,
  token or first profile get reconnect; the rest get register (default) or login (when isRegister
  is false)."

  Scenario Outline: <state> opening the modal
    Given a visitor in the authentication state <state>
    When the login modal opens in the favourite flow
    Then it shows the <favourite> view
    When the login modal opens without saying which form
    Then it shows the <default> view
    When the login modal opens with isRegister false
    Then it shows the <login> view

    Examples:
      | state                          | favourite          | default   | login     |
      | none                           | saveFavoriteSignIn | register  | login     |
      | GuestUnknown                   | saveFavoriteSignIn | register  | login     |
      | GuestIdentified                | saveFavoriteSignIn | register  | login     |
      | UserIdentifiedWithFirstProfile | saveFavoriteSignIn | reconnect | reconnect |
      | UserIdentifiedByEmail          | reconnect          | reconnect | reconnect |
      | UserIdentifiedByUrlToken       | reconnect          | reconnect | reconnect |
