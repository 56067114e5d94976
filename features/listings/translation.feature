@listings
Feature: Translating a listing's description
  Document 001 §7: "GET /v2/listings/{id}/translate (field)". "the demo data set gets
  descriptions in every portal language for a share of listings, written in the listing's voice;
  without a stored translation the answer says so and the page keeps the original; a translation
  provider can be plugged in behind a port, none is called by default".

  Background:
    Given a listing published in "de" with the description "Helle Wohnung am See."
    And its owner also wrote the description in "en": "Bright flat by the lake."

  Scenario: The owner's stored translation is the answer
    When the description is asked for in "en"
    Then the answer is "Bright flat by the lake." from the "Owner"

  Scenario: Without a stored translation the answer says so and the page keeps the original
    When the description is asked for in "it"
    Then the answer says there is no translation

  Scenario: No translation provider is called by default
    Given a translation provider is plugged in
    When the description is asked for in "en"
    Then the answer is "Bright flat by the lake." from the "Owner"
    And the translation provider was not called

  Scenario: A plugged-in provider translates what the owner did not
    Given a translation provider is plugged in
    When the description is asked for in "it"
    Then the answer is "[it] Helle Wohnung am See." from the "Provider"

  Scenario: The published language answers the original
    When the description is asked for in "de"
    Then the answer is "Helle Wohnung am See." from the "Original"
