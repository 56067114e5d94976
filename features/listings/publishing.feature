@listings
Feature: Publishing permissions and plan tiers
  Document 001 §7 "Publishing": GET /permission/accounts/{accountId}/categories/{categoryId};
  POST /publish/category (body listings ids); GET /publish/category/listing/{listingId}.
  Document 001 §5: "Subscription lookup needs a numeric accountId; category lookup needs a numeric
  listingId or an array of them". Invalid accountId: 'Invalid accountId was provided'.
  Plan tiers (document 001 §3): basic 5, classic 1, premium 2, premiumPlus 3, luxury 4, global 6,
  elite 7, basicPlus 8. The rule is ours: entry tiers (basic, basicPlus, classic) are open to every
  publishing account; a higher tier to an account whose live listings are published in it.

  Scenario: An agency may publish in an entry tier
    When a Professional account asks whether it may publish in category 5
    Then it may, in category "basic"

  Scenario: A higher tier needs the plan
    When a Professional account without premium listings asks whether it may publish in category 2
    Then it may not, because "CategoryNotInPlan"

  Scenario: A non-numeric accountId is refused, naming the field
    When the account "12a" asks whether it may publish in category 5
    Then the answer is the error 'Invalid accountId was provided' on the field "accountId"
