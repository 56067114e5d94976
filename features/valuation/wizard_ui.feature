@valuation @ui
Feature: An owner values a property in a browser, from the Estimate link to My properties
  Document 000 §2: "Estimate (only when valuation is enabled)"; "rate limit modal (valuation)".
  Document 002 §1: "A wizard collects an address, property characteristics, sale intent and price
  expectation, then contact details (email, full name, phone). A valuation can then be run, protected
  by a captcha. On success a confetti effect plays." §4: "In order: address, type, subtype, rooms,
  areas, amenities, year, condition, saletiming, saleprice, then the user steps email, fullName and
  phone." §5: "Land area: … required for House"; "Messages: required 'Immobox.Validations.Required';
  range 'Validations.Range.Min.Error' and 'Validations.Range.Max.Error'." §8: "429 on valuate:
  rate-limit error; rate-limit modal opens". Tracking: pages seen include valuationPage.

  Our reading of §2's routes in a culture other than the portal's default: the valuation area's links,
  like the header's, keep the visitor's culture prefix (/fr/my-properties), so each page they lead to
  is in the visitor's language without a cookie or the browser's language.

  The portal under test allows one valuation per profile an hour (VALUATION_LIMIT_PER_PROFILE=1), so
  each owner's second valuation is the rate-limited one. Each scenario's browser is a new visitor.

  Scenario: An owner in CH values an apartment in German, from the home page's Estimate link through to the confetti
    Given a visitor on the home page in German
    When they follow the Estimate link
    Then the wizard asks for the address
    When they go on without an address
    Then the address fields say "Immobox.Validations.Required" in German
    When they place the property at "Bahnhofstrasse" "12" in "Zürich" "8001"
    And they describe an Apartment with 25 rooms
    Then the rooms say "Validations.Range.Max.Error" with max 20 in German
    When they correct the rooms to 3.5
    And they give 95 m² of living area, year 1990 and an expected price of 1200000
    And they go on without an e-mail address
    Then the e-mail says "Immobox.Validations.Required" in German
    When they give their e-mail, full name and a "+41 79 123 45 67" phone
    And they solve the captcha and ask for the estimate
    Then the estimate is shown in CHF with its range, and the confetti plays
    And it compares the expected price with the estimate
    And it links the comparable listings it used
    And every link of the estimate leads to a page in German
    And the wizard's pages were tracked as valuationPage
    When they open My properties
    Then the property is listed with its estimate
    And every link of My properties leads to a page in German

  Scenario: An owner in FR values a house in French: its land area is required
    Given a visitor on the home page in French
    When they follow the Estimate link
    And they place the property at "Rue de Rivoli" "5" in "Paris" "75004"
    And they describe a House without its land area
    Then the land area says "Immobox.Validations.Required" in French
    When they give 600 m² of land
    And they give the year 1965 and an expected price of 650000
    And they give their e-mail, full name and a "+33 6 12 34 56 78" phone
    And they solve the captcha and ask for the estimate
    Then the estimate is shown in EUR with its range, and the confetti plays
    And it links the comparable listings it used
    And every link of the estimate leads to a page in French
    When they open My properties
    Then the property is listed with its estimate
    And every link of My properties leads to a page in French

  Scenario: The rooms step left empty goes on, and the contact steps wait for a first try before they complain
    Document 002 §5: "Rooms | optional", "Bedrooms | optional 1 to 20 by default", "Bathrooms |
    optional 1 to 5"; "User email, full name, phone | required". §8: "Other errors | toast kind error
    'Valuation.Form.Messages.Failure'".
    Given a visitor on the home page in French
    When they follow the Estimate link
    And they place the property at "Rue de Rivoli" "5" in "Paris" "75004"
    And they describe an Apartment and leave its rooms, bedrooms and bathrooms empty
    Then the wizard goes on to the areas without a failure
    When they give 60 m² of living area, year 1930 and an expected price of 700000
    Then the e-mail step shows no error before anything is typed
    When they go on without an e-mail address
    Then the e-mail says "Immobox.Validations.Required" in French

  Scenario: Deleting a valued property asks for confirmation first
    Document 000 §2: the confirmation modal; §4 "A confirm or fail action closes the confirmation
    modal". Document 002 §8: "Archive success | 'Valuation.PropertiesPage.DeleteProperty.Success' with
    propertyName".
    Given an owner who has valued a CH apartment in German
    When they open My properties
    And they press Delete on the property
    Then a confirmation asks before anything is deleted, and Cancel keeps the property
    When they press Delete on the property and confirm
    Then the property is gone and the toast says "Valuation.PropertiesPage.DeleteProperty.Success" in German

  Scenario: A rate-limited valuation opens the rate-limit modal and closes the captcha
    Given an owner who has valued a CH apartment in German
    When they ask for its valuation again from its last step
    And they solve the captcha and ask for the estimate again
    Then the rate-limit modal opens in German and the captcha modal is closed
