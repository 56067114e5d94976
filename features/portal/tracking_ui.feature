@portal @tracking @ui
Feature: The visitor's acts are posted with what they are about
  Document 002 "Tracking events": "Events are posted to a statistics call (POST /events/track with body
  actions: source, portalId, ipAddress, profileId, action, listingId, categoryId, searchId, value).
  ... The full list of event names is not shown."
  Document 001 §4 "Favourites": "creating sets favorite true on the listing or project and updates the total".
  Document 000 §4 "Cookie consent": "performance and advertising are optional and off by default".

  Our choices: an act is posted once it happened (the service saved the favourite, the number came),
  through the page's one tracker, under the names createFavorite (the stored post-login action's
  name, document 000 §4) and showPhone ("Show phone number"), with the listing's id in listingId.

  Scenario: A favourite and a phone number shown on a listing's page carry the listing's id
    Given a new visitor reading the portal in en
    And they have registered as "Tara Tracker"
    And a live listing of the demo data set whose contact has a phone number
    And the tracking posts of the page are watched
    When the visitor opens the listing at its English URL on a 1280 px wide screen
    And they favourite the listing from its page
    And they press "Show phone number"
    And they leave the page
    Then a "createFavorite" action was posted with the listing's id
    And a "showPhone" action was posted with the listing's id
