@server @portal
Feature: A language negotiated from the browser is a temporary answer
  Document 000 §2: culture is read from c, the path, the culture cookie or the browser's
  Accept-Language. A URL without a culture prefix answered in the browser's language depends on
  that header: the redirect to the visitor's language is temporary (302) and says it varies with
  Accept-Language, so no browser or cache keeps it for the next visitor or the next choice.
  Document 000 §8: "REDIRECT (payload, optionally permanent replace)": permanent only when it
  holds for everyone.

  Scenario: A French browser is sent to the French address for now, not for good
    Given a browser that asks for "fr-FR,fr;q=0.9" and has chosen no language
    When it opens "/house-price"
    Then it is redirected to "/fr/prix-immobilier" with a 302
    And the answer varies with Accept-Language and is not stored

  Scenario: A chosen culture's redirect is temporary too: a later choice must win
    Given a browser that asks for "en" and whose culture cookie says "fr"
    When it opens "/house-price"
    Then it is redirected to "/fr/prix-immobilier" with a 302

  Scenario: An address that names its language is still redirected for good
    Given a browser that asks for "en" and has chosen no language
    When it opens "/fr/house-price"
    Then it is redirected to "/fr/prix-immobilier" with a 301
