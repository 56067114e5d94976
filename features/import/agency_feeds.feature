@listings
Feature: Listings imported from agencies' feeds
  docs/import.md: "Agencies already keep their listings in their own software, and that software
  exports feeds in a few standard formats. The portal imports two of them, so an agency publishes
  without typing a listing twice" (OpenImmo 1.2.7, Kyero v3). "Imported listings are listings,
  written to the same table, read by the same search, alerts, duplicate rule and page cache."
  docs/import.md "A run": "a new reference is created, different content updated [...], the same
  content left alone." "A full feed lists every live listing: what it leaves out is archived. A
  delta archives only what it withdraws by name."
  Document 000 §9: "Energy scale EU: A under 50, B 51-90, C 91-150, D 151-230, E 231-330,
  F 331-450, G over 450." docs/import.md: "A+ (A++, A+++) is within A".
  docs/import.md rejects "a rent by the day or the week (holiday lets: the portal's rent is 'per
  month', document 001 §3)", and divides a rent by the year (`preis_zeiteinheit` JAHR) by 12.
  Document 001 §3: "Notification channels: Email and PushNotification. Price alert types: Drop and
  Increase."

  The import, the search, the listing service and the alert digests run in process over one
  database holding the sample feeds' towns (test/data/import, test/mothers/import).

  Background:
    Given an agency whose software exports its listings as feeds

  Scenario Outline: The <format> sample feed imports, and its edge cases are rejected with their reasons
    When the agency's <format> sample feed is imported as a full feed
    Then the run's report counts 61 new, 0 changed, 0 unchanged, 0 archived and 4 rejected
    And the report rejects "<prefix>-NOPRICE" for its price as "Required"
    And the report rejects "<prefix>-NOWHERE" for its location as "PlaceNotFound"
    And the report rejects "<prefix>-WEEKLY" for its <weekly> as "UnknownValue"
    And the report rejects "<prefix>-UNKNOWNTYPE" for its type as "UnknownValue"
    And the agency's runs show this report first
    And "<prefix>-APLUS" is rated A on the EU energy scale

    Examples:
      | format   | prefix | weekly          |
      | OpenImmo | OI     | price           |
      | Kyero    | KY     | price.frequency |

  Scenario: A yearly rent is published per month, and a price on request is kept but not shown
    When the agency's OpenImmo sample feed is imported as a full feed
    Then "OI-YEARLY" is let at 5000 CHF per month
    And "OI-ONREQUEST" is published with its price not shown

  Scenario: An OpenImmo listing is found by search in English and in German, in each one's words
    Given the agency's OpenImmo sample feed was imported
    When a visitor searches in English, in CHF, where "OI-THREELANG" is
    Then "OI-THREELANG" is found, titled "Town house" and described "Quiet."
    And its price shows 1312000 EUR as published beside its price in CHF at the day's rate
    When a visitor searches in German, in CHF, where "OI-THREELANG" is
    Then "OI-THREELANG" is found, titled "Stadthaus" and described "Ruhig."
    And its price shows 1312000 EUR as published beside its price in CHF at the day's rate

  Scenario: A Kyero listing is found by search in English and in German, in each one's words
    Given the agency's Kyero sample feed was imported
    When a visitor searches in English, in CHF, where "KY-THREELANG" is
    Then "KY-THREELANG" is found, described "Quiet."
    And its price shows 800 EUR as published beside its price in CHF at the day's rate
    When a visitor searches in German, in CHF, where "KY-THREELANG" is
    Then "KY-THREELANG" is found, described "Ruhig."

  Scenario: A surface published in square feet is found beside its square metres
    Given the agency's Kyero sample feed was imported
    When a visitor searches in English, in EUR, where "KY-SQFT" is
    Then "KY-SQFT" is found with a living area of 1600 SquareFoot as published beside 148.64 SquareMeter

  Scenario Outline: The same <format> feed again changes nothing
    Given the agency's <format> sample feed was imported
    When the same feed is imported again
    Then the run's report counts 0 new, 0 changed, 61 unchanged, 0 archived and 4 rejected
    And no listing was written again

    Examples:
      | format   |
      | OpenImmo |
      | Kyero    |

  Scenario Outline: A full <format> feed without a listing archives it, a delta feed archives nothing
    Given the agency's <format> sample feed was imported
    When the feed is imported again as a delta feed without "<reference>"
    Then the run's report counts 0 new, 0 changed, 60 unchanged, 0 archived and 4 rejected
    And the page of "<reference>" shows it live
    When the feed is imported again as a full feed without "<reference>"
    Then the run's report counts 0 new, 0 changed, 60 unchanged, 1 archived and 4 rejected
    And the page of "<reference>" shows it archived
    And a search where "<reference>" was no longer finds it

    Examples:
      | format   | reference    |
      | OpenImmo | OI-THREELANG |
      | Kyero    | KY-THREELANG |

  Scenario Outline: A price lowered in a second <format> import sends the saved search's alert, once
    Given the agency's <format> sample feed was imported
    And an owner with a confirmed address saved a search with e-mail alerts where "<reference>" is
    And the alerts have seen every change so far
    When the feed is imported again with "<reference>" at <lower> EUR
    Then the run's report counts 0 new, 1 changed, 60 unchanged, 0 archived and 4 rejected
    And the page of "<reference>" shows a price Drop from <price> EUR
    When the alert e-mails are sent
    Then the owner receives one alert e-mail, naming the saved search and linking "<reference>"
    When the alert e-mails are sent again
    Then no other e-mail arrives

    Examples:
      | format   | reference    | price   | lower   |
      | OpenImmo | OI-THREELANG | 1312000 | 1180000 |
      | Kyero    | KY-THREELANG | 800     | 720     |
