@favourites
Feature: Favourites
  Document 000 §4: "Access to favourites: authenticated or identified with first profile."
  Document 001 §4: "Favourites: creating sets favorite true on the listing or project and updates
  the total; deleting sets favorite false and removes the item. A click while logged out opens the
  login modal, which returns to the page with favoriteListingId (plus removeFavorite and searchId)
  in the query; a click is ignored while a request is in flight."
  Document 001 §5: "Favourite create accepts 2xx or 409."
  Document 000 §10: "Favourite flow failure | error toast 'LeadRequestForm.Message.Error'";
  "Favourite flow cancelled | login modal closes, no error".

  Scenario Outline: Who may keep favourites
    Given a visitor in the favourites state <state>
    When they add a listing to their favourites
    Then the favourites answer is <answer>

    Examples:
      | state                          | answer                  |
      | UserAuthenticated              | a total of 1            |
      | UserIdentifiedWithFirstProfile | a total of 1            |
      | UserIdentifiedByEmail          | FAVORITES_ACCESS_DENIED |
      | UserIdentifiedByUrlToken       | FAVORITES_ACCESS_DENIED |
      | GuestIdentified                | FAVORITES_ACCESS_DENIED |
      | GuestUnknown                   | FAVORITES_ACCESS_DENIED |

  Scenario: A double click, or two tabs, never count a favourite twice
    Given a signed-in user with no favourites
    When they add the same listing 20 times at once
    Then every answer says a total of 1
    And their favourites hold that listing once

  Scenario: Removing a favourite drops the item and updates the total
    Given a signed-in user with 2 favourites
    When they remove the older one
    Then the favourites answer is a total of 1
    And their favourites, newest first, hold only the newer one

  Scenario: A logged-out click opens the login modal, which returns to the page with favoriteListingId
    Given a guest on the page "/en/search?p=2" of the search 7
    When they click the heart of a listing
    Then the login modal is asked to open in the favourite flow
    And it returns to "/en/search?p=2&favoriteListingId={id}&searchId=7"
    And no favourite was asked of the service

  Scenario: Back from the login, the page completes the favourite
    Given a signed-in user with no favourites
    When the page comes back with favoriteListingId of a listing
    Then that listing's heart is filled
    And the navigation counter says 1

  Scenario: A click is ignored while a request is in flight
    Given a signed-in user with no favourites
    When they click the heart of a listing twice before the first answer
    Then the service was asked once

  Scenario: A failure shows the error toast and leaves the heart as it was
    Given a signed-in user whose favourites service fails
    When they click the heart of a listing
    Then the error toast 'LeadRequestForm.Message.Error' shows
    And that listing's heart is empty
