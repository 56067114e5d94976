@financing
Feature: The Swiss mortgage calculator
  Document 001 §9: "Mortgage lengths 5, 10, 15, 20, 25 years; notary fee rate 5; FINMA ratios
  capped at 999; eligibility: CH, Sell, price shown, Apartment or House, CHF value 300000 to
  10000000, postcode below 99999." Document 001 §3: "Estimate fields: purchasePrice, mortgageLoan,
  ownFunds, notaryFees, interestRate, monthlyInterest, monthlyAmortization, monthlyMaintenance,
  grossAnnualIncome, and FINMA ratios." Document 001 §9: "Mortgage debounce 1000 ms".

  Where the documents are silent we apply the rules Swiss lenders apply (written down with their
  sources in config/financing/swissLenderRules.ts): affordability at an imputed 5 % rate plus 1 %
  upkeep plus amortisation of the second mortgage to two thirds of the value within 15 years, at
  most one third of gross income; at least 20 % own funds, at most 10 % of the price from pension
  assets. The CHF bounds are inclusive; a postcode given must be a number strictly below 99999; a
  listing without a postcode is not refused by that rule (countryISO already places it in Switzerland).

  Scenario Outline: A <transaction> <type> in <country> at <value> CHF, postcode <postcode>, price shown <shown>: calculator <outcome>
    Given a listing in <country> to <transaction>, a <type> at <value> CHF with postcode "<postcode>" and price shown <shown>
    When the mortgage eligibility is checked
    Then the calculator is <outcome>

    Examples: The documents' bounds
      | country | transaction | type       | value    | postcode | shown | outcome                      |
      | CH      | Sell        | Apartment  | 299999   | 8001     | yes   | not shown: VALUE_OUT_OF_RANGE |
      | CH      | Sell        | Apartment  | 300000   | 8001     | yes   | shown                        |
      | CH      | Sell        | House      | 10000000 | 8001     | yes   | shown                        |
      | CH      | Sell        | House      | 10000001 | 8001     | yes   | not shown: VALUE_OUT_OF_RANGE |
      | CH      | Sell        | Apartment  | 1000000  | 99998    | yes   | shown                        |
      | CH      | Sell        | Apartment  | 1000000  | 99999    | yes   | not shown: POSTCODE          |
      | CH      | Sell        | Apartment  | 1000000  |          | yes   | shown                        |
      | FR      | Sell        | Apartment  | 1000000  | 75001    | yes   | not shown: COUNTRY           |
      | CH      | Rent        | Apartment  | 1000000  | 8001     | yes   | not shown: TRANSACTION       |
      | CH      | Sell        | Apartment  | 1000000  | 8001     | no    | not shown: PRICE_HIDDEN      |
      | CH      | Sell        | PlotOfLand | 1000000  | 8001     | yes   | not shown: PROPERTY_TYPE     |

  Scenario: The calculator's lengths and notary fee rate
    Then the mortgage lengths are 5, 10, 15, 20, 25 years
    And the notary fee rate is 5 per cent
    And the calculator waits 1000 ms after the last input

  Scenario Outline: A <length>-year mortgage is <answer> by the estimates call, at the <rate> rate
    The shipped rates (config/financing/interestRates.json) are keyed by interest type, fixed 2 to
    15 years and SARON; 20 and 25 years, which few Swiss lenders fix, take the longest fixed rate.
    When the estimates call is asked for a <length>-year mortgage
    Then it is <answer>, at the <rate> rate of the shipped table

    Examples:
      | length | answer  | rate    |
      | 5      | taken   | Fixed5  |
      | 10     | taken   | Fixed10 |
      | 15     | taken   | Fixed15 |
      | 20     | taken   | Fixed15 |
      | 25     | taken   | Fixed15 |
      | 7      | refused | none    |
      | 30     | refused | none    |

  Scenario Outline: Notary fees are 5 % of the price: CHF <price> gives CHF <fees>
    When a mortgage is estimated for a price of <price>, own funds of <own>, an income of 200000 at 1.5 %
    Then the notary fees are <fees>

    Examples:
      | price    | own     | fees   |
      | 300000   | 60000   | 15000  |
      | 1000000  | 200000  | 50000  |
      | 1234567  | 250000  | 61728  |
      | 10000000 | 2000000 | 500000 |

  Scenario Outline: Swiss lender rule: <rule> is <value>
    Then the Swiss lender rule "<rule>" is <value> per cent

    Examples:
      | rule                  | value |
      | imputedInterestRate   | 5     |
      | maintenanceRate       | 1     |
      | firstMortgageShare    | 66.67 |
      | amortisationYears     | 15    |
      | maxAffordabilityRatio | 33.33 |
      | minOwnFundsRate       | 20    |
      | maxPensionFundsRate   | 10    |

  Scenario Outline: Worked example <example>: CHF <price>, own funds <own>, income <income>, <rate> %
    Hand calculation (amounts a year, then a month; the monthly figures are rounded to the franc
    each, the total before rounding): loan = price - own funds; notary fees = 5 % of the price;
    interest = loan x rate / 12; second mortgage = loan - 2/3 of the price (at least 0), amortised
    over 15 years, / 12; upkeep = 1 % of the price / 12; affordability = (loan x 5 % + 1 % of the
    price + second mortgage / 15) / income; income needed = that yearly cost x 3 (rounded up).
    When a mortgage is estimated for a price of <price>, own funds of <own>, an income of <income> at <rate> %
    Then every field of the estimate is:
      | purchasePrice             | <price>        |
      | mortgageLoan              | <loan>         |
      | ownFunds                  | <own>          |
      | notaryFees                | <notary>       |
      | interestRate              | <rate>         |
      | monthlyInterest           | <interest>     |
      | monthlyAmortization       | <amortisation> |
      | monthlyMaintenance        | <maintenance>  |
      | monthlyTotal              | <total>        |
      | grossAnnualIncome         | <income>       |
      | finmaRatios.affordability | <ratio>        |
      | finmaRatios.loanToValue   | <ltv>          |
      | finmaRatios.ownFunds      | <ownShare>     |
      | maxAffordabilityRatio     | 33.3           |
      | affordable                | <affordable>   |
      | minOwnFunds               | <minOwn>       |
      | ownFundsSufficient        | true           |
      | requiredGrossAnnualIncome | <needed>       |

    Examples:
      | example | price   | own    | income | rate | loan    | notary | interest | amortisation | maintenance | total | ratio | ltv | ownShare | affordable | minOwn | needed |
      | 1       | 1000000 | 200000 | 180000 | 1.53 | 800000  | 50000  | 1020     | 741          | 833         | 2594  | 32.7  | 80  | 20       | true       | 200000 | 176667 |
      | 2       | 750000  | 300000 | 90000  | 1.28 | 450000  | 37500  | 480      | 0            | 625         | 1105  | 33.3  | 60  | 40       | true       | 150000 | 90000  |
      | 3       | 2500000 | 500000 | 200000 | 1.8  | 2000000 | 125000 | 3000     | 1852         | 2083        | 6935  | 73.6  | 80  | 20       | false      | 500000 | 441667 |

  Scenario Outline: The affordability threshold is one third of gross income
    When a mortgage is estimated for a price of 1000000, own funds of 400000, an income of <income> at 1.5 %
    Then the affordability ratio is <ratio> and it is <verdict>

    Examples:
      | income | ratio | verdict        |
      | 120000 | 33.3  | affordable     |
      | 119999 | 33.3  | not affordable |

  Scenario Outline: FINMA ratios are capped at 999
    When a mortgage is estimated for a price of 1000000, own funds of 400000, an income of <income> at 1.5 %
    Then the affordability ratio is <ratio> and it is not affordable

    Examples:
      | income | ratio |
      | 4005   | 998.8 |
      | 4000   | 999   |
      | 100    | 999   |
      | 0      | 999   |

  Scenario Outline: Own funds: at least 20 %, at most 10 % of the price from pension assets
    When own funds of <own> with <pension> from pension assets buy at 1000000
    Then the own funds are <verdict>

    Examples:
      | own    | pension | verdict               |
      | 200000 | 100000  | enough                |
      | 200000 | 100001  | TOO_MUCH_FROM_PENSION |
      | 199999 | 0       | TOO_LITTLE_OWN_FUNDS  |
