@financing
Feature: Rental deposit insurance
  Document 001 §5: "Rental deposit insurance is offered only if the provider is available, the
  agency is not in the exception list, and the listing qualifies (monthly rent only; Apartment or
  House; a rent listing; provider FirstCaution needs CHF)." Document 001 §4: "REQUESTED when an
  offer from the same provider was created within the last 90 days; AVAILABLE when offerable;
  otherwise UNAVAILABLE." Document 001 §9: "requested for 90 days; monthly fee by rooms: under 4
  gives 180, under 7 gives 150, under 10 gives 120, otherwise 50; a list of agency ids is exempt;
  order links are language-specific (fr, it, de)."

  Our choices: an offer exactly 90 days old still counts as requested; a listing without a room
  count pays the first band; languages other than fr, it and de get the German order link.

  Scenario Outline: A <transaction> <type> at <amount> <currency> per <interval> from agency <agency>: <status>
    Given a listing to <transaction>, a <type> at <amount> <currency> per <interval> from agency <agency>
    When its FirstCaution offer status is read by a visitor without offers
    Then the offer status is <status>

    Examples:
      | transaction | type        | amount | currency | interval | agency  | status      |
      | Rent        | Apartment   | 2400   | CHF      | Month    | 501     | AVAILABLE   |
      | Rent        | House       | 3900   | CHF      | Month    | 501     | AVAILABLE   |
      | Rent        | Apartment   | 2400   | EUR      | Month    | 501     | UNAVAILABLE |
      | Rent        | ParkingPlace | 200   | CHF      | Month    | 501     | UNAVAILABLE |
      | Sell        | Apartment   | 900000 | CHF      | Once     | 501     | UNAVAILABLE |
      | Rent        | Apartment   | 2400   | CHF      | Once     | 501     | UNAVAILABLE |
      | Rent        | Apartment   | 2400   | CHF      | Month    | 9000001 | UNAVAILABLE |

  Scenario Outline: A provider that is <availability> gives <status>
    Given a listing to Rent, a Apartment at 2400 CHF per Month from agency 501
    When its offer status is read from a FirstCaution that is <availability>
    Then the offer status is <status>

    Examples:
      | availability  | status      |
      | available     | AVAILABLE   |
      | not available | UNAVAILABLE |

  Scenario Outline: An offer created <days> days ago counts as requested: <status>
    Given a listing to Rent, a Apartment at 2400 CHF per Month from agency 501
    When its FirstCaution offer status is read by a visitor whose <provider> offer is <days> days old
    Then the offer status is <status>

    Examples:
      | provider     | days   | status    |
      | FirstCaution | 0      | REQUESTED |
      | FirstCaution | 89     | REQUESTED |
      | FirstCaution | 90     | REQUESTED |
      | FirstCaution | 91     | AVAILABLE |
      | Other        | 1      | AVAILABLE |

  Scenario Outline: <rooms> rooms pay <fee> a month
    Then the monthly insurance fee for <rooms> rooms is <fee>

    Examples:
      | rooms | fee |
      | 1     | 180 |
      | 3.5   | 180 |
      | 4     | 150 |
      | 6.5   | 150 |
      | 7     | 120 |
      | 9.5   | 120 |
      | 10    | 50  |
      | 14    | 50  |

  Scenario Outline: The order link in <language>
    Then the FirstCaution order link in <language> is "<link>"

    Examples:
      | language | link                                                        |
      | fr       | https://www.firstcaution.ch/fr/particuliers/garantie-de-loyer |
      | it       | https://www.firstcaution.ch/it/privati/garanzia-di-affitto    |
      | de       | https://www.firstcaution.ch/de/privatpersonen/mietkaution     |
      | en       | https://www.firstcaution.ch/de/privatpersonen/mietkaution     |
