@search
Feature: Saving, renaming and deleting a search
  Document 001 §4: "Saving a search requires guest identified or better; renaming or deleting
  requires ownership by the current or an identified profile. If not allowed, a login or e-mail
  capture flow shows and the action resumes afterwards. A stored encoded action can replay after
  login: deleteSearch, renameSearch, saveSearch, createFavorite."
  "Save-search button toggles the flag; disabled without a place or while loading."
  "Deleting (archiving) sets saved false and removes the search from recent and saved lists."
  "After saving, a non-authenticated user is invited to authenticate."
  Document 001 §9: "search title 64 characters".

  Scenario Outline: saving as a visitor in state <state>
    Given a visitor in state <state> on the results of a search for a place
    When they press the save-search button
    Then <what happens>

    Examples:
      | state             | what happens                                                   |
      | GuestUnknown      | the e-mail capture opens                                       |
      | GuestIdentified   | the search is saved and they are invited to authenticate       |
      | UserAuthenticated | the search is saved and they are not invited to authenticate   |

  Scenario: An unknown guest saves through the e-mail capture
    Given a visitor in state GuestUnknown on the results of a search for a place
    When they press the save-search button
    And they give the e-mail "anna@example.ch"
    Then the search is saved with the origin CurrentSearchOnSERP and an e-mail alert
    And the toast Toasts.SearchAlert.Subscribe shows

  Scenario: The button waits for a place and for the results
    Given a visitor in state UserAuthenticated on the results of a search without a place
    Then the save-search button is disabled

  Scenario: Renaming a search that is not theirs opens the login, and the rename replays after it
    Given a visitor in state UserIdentifiedByEmail on the results of a search saved by another profile
    When they rename the search "Flats by the lake"
    Then the login opens with the stored action renameSearch
    When the stored action comes back after login
    Then the search is renamed "Flats by the lake"

  Scenario: Deleting archives the search after the unsave confirmation
    Given a visitor in state UserAuthenticated on the results of their saved search
    When they press the save-search button
    Then the unsave confirmation opens
    When they confirm
    Then the search is archived
    And the toast Toasts.SearchAlert.Unsubscribe shows

  Scenario Outline: a title of <length> characters
    Then a title of <length> characters is <verdict>

    Examples:
      | length | verdict  |
      | 1      | accepted |
      | 64     | accepted |
      | 65     | refused  |
