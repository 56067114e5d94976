@identity
Feature: Authentication states and the rules derived from them
  Document 000 §4 names the states: "GuestUnknown (anonymous), GuestIdentified,
  UserIdentifiedWithFirstProfile, UserIdentifiedByEmail, UserIdentifiedByUrlToken,
  UserAuthenticated", and derives from them:

  - "Full user: has user_id and is authenticated."
  - "Access to favourites: authenticated or identified with first profile."
  - "Access to saved searches: authenticated, identified by URL token, guest identified, or
    identified with first profile."
  - "Needs to register: no state, guest identified or guest unknown."
  - "Can log in: every state except authenticated and guest identified."
  - "Login/register is suggested unless authenticated or identified with first profile."

  Document 001 §4 adds: "Saving a search requires guest identified or better" and "After saving,
  a non-authenticated user is invited to authenticate."

  "No state" (a visitor whose profile is not known yet) is written as "none". The documents do not
  say whether it may log in; we treat it as GuestUnknown: it may.

  Scenario Outline: what a visitor in state <state> may do
    Given a visitor in the authentication state <state>
    Then favourites access is <favourites>
    And saved-search access is <saved searches>
    And needing to register is <needs to register>
    And being able to log in is <can log in>
    And login or register being suggested is <suggested>
    And being able to save a search is <save a search>
    And being invited to authenticate after saving is <invited>

    Examples:
      | state                          | favourites | saved searches | needs to register | can log in | suggested | save a search | invited |
      | none                           | no         | no             | yes               | yes        | yes       | no            | yes     |
      | GuestUnknown                   | no         | no             | yes               | yes        | yes       | no            | yes     |
      | GuestIdentified                | no         | yes            | yes               | no         | yes       | yes           | yes     |
      | UserIdentifiedWithFirstProfile | yes        | yes            | no                | yes        | no        | yes           | yes     |
      | UserIdentifiedByEmail          | no         | no             | no                | yes        | yes       | yes           | yes     |
      | UserIdentifiedByUrlToken       | no         | yes            | no                | yes        | yes       | yes           | yes     |
      | UserAuthenticated              | yes        | yes            | no                | no         | no        | yes           | no      |

  Scenario Outline: a full user has user_id and is authenticated (<state>, user id <user id>)
    Given a visitor in the authentication state <state> with user id <user id>
    Then being a full user is <full user>

    Examples:
      | state                          | user id | full user |
      | UserAuthenticated              | 12      | yes       |
      | UserAuthenticated              | none    | no        |
      | UserIdentifiedWithFirstProfile | 12      | no        |
      | UserIdentifiedByEmail          | 12      | no        |
      | GuestUnknown                   | none    | no        |
