@listings
Feature: Lead, tour and address actions on a listing
  Document 002 §6: "Lead, tour and other actions are unavailable on archived listings.
  Tours need a sale listing. Listing address needs an exact-enough geocode."

  Our threshold for "exact enough" is Postcode, the finest of the geocode levels
  (NotAvailable, Country, State, District, City, Postcode): coarser levels only place
  the listing at a town or region centroid.

  Scenario: An active sale listing geocoded to its postcode offers every action
    Given an active listing for sale geocoded at Postcode level
    When its actions are listed
    Then the lead action is available
    And the tour action is available
    And the listing address action is available

  Scenario: An archived listing offers no action
    Given an active listing for sale geocoded at Postcode level
    But the listing is archived
    When its actions are listed
    Then the lead action is unavailable because "archived"
    And the tour action is unavailable because "archived"
    And the listing address action is unavailable because "archived"

  Scenario: A tour needs a sale listing
    Given an active listing for rent geocoded at Postcode level
    When its actions are listed
    Then the tour action is unavailable because "notForSale"
    But the lead action is available

  Scenario Outline: The listing address needs a geocode at Postcode level
    Given an active listing for sale geocoded at <level> level
    When its actions are listed
    Then the listing address action is <availability>

    Examples:
      | level        | availability                            |
      | Postcode     | available                               |
      | City         | unavailable because "geocodeNotExact"   |
      | District     | unavailable because "geocodeNotExact"   |
      | State        | unavailable because "geocodeNotExact"   |
      | Country      | unavailable because "geocodeNotExact"   |
      | NotAvailable | unavailable because "geocodeNotExact"   |
