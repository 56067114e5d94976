@valuation @service
Feature: The valuation wizard's steps and the valuate call's answers
  Document 002 §4: "In order: address, type, subtype, rooms, areas, amenities, year, condition,
  saletiming, saleprice, then the user steps email, fullName and phone." "The starting step is the
  first step with a missing required field. The wizard is done when none is missing." "A step that
  changes propertyType resets propertySubType." "Answer 424 to the valuation: the valuation is
  postponed (not an error toast)." "Answer 429: the rate-limit modal opens and any open captcha
  modal closes." "Answer 422: a specific invalid-valuation error is raised."

  Scenario: The steps come in the document's order
    Then the wizard's steps are "address, type, subtype, rooms, areas, amenities, year, condition, saletiming, saleprice, email, fullName, phone"

  Scenario Outline: The wizard starts at the first step with a missing required field
    Given an owner in <country> has answered up to the <answered> step
    Then the wizard starts at the <start> step

    Examples:
      | country | answered  | start    |
      | CH      | nothing   | address  |
      | CH      | subtype   | areas    |
      | FR      | subtype   | areas    |
      | PT      | subtype   | rooms    |
      | ES      | subtype   | rooms    |
      | CH      | saleprice | email    |
      | CH      | phone     | done     |

  Scenario: Changing the type resets the subtype
    Given an owner in CH has answered up to the subtype step
    When they change the type to House
    Then the property has no subtype

  Scenario: Keeping the type keeps the subtype
    Given an owner in CH has answered up to the subtype step
    When they change the type to Apartment
    Then the property's subtype is still Attic

  Scenario: An incomplete property cannot be valued (422)
    Given the owner saved a CH apartment without its living area
    When they ask for its valuation
    Then the valuation is refused as UNPROCESSABLE on "area.living"

  Scenario: A valuation asked while the model is being fitted is postponed (424)
    Given the owner saved a complete CH apartment
    When they ask for its valuation
    Then the valuation is refused as FAILED_DEPENDENCY on ""
    And the property is marked isValuationPostponed

  Scenario: Too many valuations are limited (429)
    Given the owner saved a complete CH apartment
    And the owner may ask for 1 valuation an hour
    When they ask for its valuation
    And they ask for its valuation
    Then the valuation is refused as TOO_MANY_REQUESTS on ""
