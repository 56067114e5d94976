@financing @ui
Feature: Financing on the listing page in a browser
  Document 001 §2: "mortgage calculator, detailed calculator and quote modal, mortgage lead modal",
  "rental deposit insurance lead". Document 001 §9: "Mortgage debounce 1000 ms"; "eligibility: CH,
  Sell, price shown, Apartment or House, CHF value 300000 to 10000000, postcode below 99999";
  "monthly fee by rooms: under 4 gives 180, under 7 gives 150, under 10 gives 120, otherwise 50".
  Document 001 §8: "Successes: 'LeadRequestForm.Message.Success' (mortgage lead),
  'LeadRequestForm.Confirmation.TitleRequestSent' (insurance lead)". Document 001 §5: lead
  validation 'Immobox.Validations.Required', checked before the lead is posted.

  Scenario: An eligible Swiss listing shows the calculator; no verdict until the visitor gives an income, then after the debounce
    Our reading: a verdict on an income nobody entered is a guess; the calculator shows the monthly
    cost and the income a lender would ask for, and judges the income the visitor types.
    Given an eligible Swiss sale apartment of the demo data set
    When the visitor opens it in German on a 1280 px wide screen
    Then the mortgage calculator shows the monthly cost and the income a lender asks for, without a verdict
    When they type a gross annual income of 90000
    Then no verdict is given right away, and past one third after the debounce

  Scenario: A quote is requested and shown as the latest; the mortgage lead is sent
    Given an eligible Swiss sale apartment of the demo data set
    When the visitor opens it in German on a 1280 px wide screen
    And they give a gross annual income of 250000
    And they request a mortgage quote
    Then the quote modal shows it as their latest quote
    When they send the mortgage lead modal without a phone number
    Then the phone field says "Immobox.Validations.Required" in German and nothing is sent
    When they send the mortgage lead modal with their contact details
    Then the toast says "LeadRequestForm.Message.Success" in German

  Scenario Outline: A <listing> shows no calculator
    Given a <listing> of the demo data set
    When the visitor opens it in German on a 390 px wide screen
    Then no mortgage calculator is shown

    Examples:
      | listing                  |
      | French sale listing      |
      | Swiss rent apartment     |

  Scenario: A Swiss rent apartment offers deposit insurance with the fee for its rooms, REQUESTED after the lead
    Given a Swiss rent apartment of the demo data set
    When the visitor opens it in German on a 1280 px wide screen
    Then the rental deposit insurance offer shows the monthly fee for its rooms
    When they send the insurance lead modal with their contact details
    Then the offer reads requested, also after the page is opened again

  Scenario Outline: The insurance offer's part of the page hydrates as the server rendered it (<language>)
    The offer is the visitor's own, so the server renders nothing in its place. The contact form
    reads the same offer; when it has it before the offer's code arrives, that part must still
    hydrate as nothing first (React error #418 otherwise), then show the offer.
    Given a Swiss rent apartment of the demo data set
    When the visitor opens it in <language> on a 390 px wide screen while the offer's code is slow to arrive
    Then the rental deposit insurance offer shows the monthly fee for its rooms
    And the browser reported no hydration error

    Examples:
      | language |
      | German   |
      | French   |

  Scenario Outline: In <language>: the calculator, the quote modal and the insurance offer at 390 and 1280 px, without serious accessibility problems
    Given an eligible Swiss sale apartment of the demo data set
    When the visitor opens it in <language> on a 1280 px wide screen
    Then the mortgage calculator shows the monthly cost and the income a lender asks for, without a verdict
    When they give a gross annual income of 250000
    Then the verdict is affordable
    And axe finds no serious or critical accessibility problem on the page
    And screenshots of the "calculator" are kept as "calculator"
    When they request a mortgage quote
    Then the quote modal shows the latest quote
    And screenshots of the "quote modal" are kept as "quote-modal"
    Given a Swiss rent apartment of the demo data set
    When the visitor opens it in <language> on a 1280 px wide screen
    Then the rental deposit insurance offer shows the monthly fee for its rooms
    And axe finds no serious or critical accessibility problem on the page
    And screenshots of the "insurance offer" are kept as "insurance-offer"

    Examples:
      | language |
      | German   |
      | French   |
