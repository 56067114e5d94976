@favourites @ui
Feature: Favourites in a browser
  Document 000 §4 "Favourite click": "Logged-out users see the login modal, which returns to the
  page with favoriteListingId (and removeFavorite, searchId) in the query. Otherwise the click
  toggles add or remove; it is ignored while a request is in flight. Adding saves, then closes the
  login modal; removing drops the item; totals update." Document 000 §2: "Counters show 99+ above 99."
  Document 000 §2: "/favorites | Favourites on a map-split layout; no filtering, no save-search".
  docs/pages.md §2 "No layout shift": "Personal parts must take space the shared page already keeps
  for them": a signed-in visitor gets the shared page, its heart unpressed, and the personal part
  presses it after hydration.

  Scenario: A guest favourites a result, logs in, and finds it on /favorites
    Given a guest on the English search page
    When they click the heart of the first result card
    Then the login modal shows its save-favourite sign-in view
    When they register from the modal and confirm the code mailed to them
    Then they are back on the search page with the first result's heart filled
    And the Favourites entry of the navigation shows 1
    When they open their favourites
    Then the favourites page lists that listing with its heart filled
    When they click its heart
    Then the favourites page says there are no favourites yet, with a way to search

  Scenario: A saved listing's page keeps its heart's size when the personal part presses it
    Given a guest on the English search page
    When they click the heart of the first result card
    And they register from the modal and confirm the code mailed to them
    Then they are back on the search page with the first result's heart filled
    And on that listing's page in English, German and French the heart ends pressed, as wide as the shared page drew it

  Scenario: Once signed in, a click saves at once: no login modal, the counter counts on
    Given a guest on the English search page
    When they click the heart of the first result card
    And they register from the modal and confirm the code mailed to them
    Then they are back on the search page with the first result's heart filled
    And a second later the search page offers to save its search, and they answer "No, thanks"
    When they click the heart of the second result card
    Then its heart fills with no login modal shown
    And the Favourites entry of the navigation shows 2
    When they open their favourites
    Then the favourites page lists both listings, each with its heart filled
    And screenshots of the favourites page are kept at 390 and 1280 px in English and Italian
