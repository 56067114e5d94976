@search
Feature: Alerts, digests and unsubscribing
  Document 001 §4: "Alerts: a notifications list containing the subscribe value means subscribed;
  an empty or null list unsubscribes." §3: "Notification channels: Email and PushNotification.
  Price alert types: Drop and Increase."
  §2: "An unsubscribe attempt by a crawler or with a bad id redirects to '/'." §5: "Unsubscribe
  requires a safe integer id of at least 1."
  Matching is a reverse search: saved searches indexed by place, transaction and type,
  the remaining filters checked per candidate.

  Scenario Outline: the unsubscribe id "<id>" is <verdict>
    Then the unsubscribe id "<id>" is <verdict>

    Examples:
      | id                | verdict  |
      | 1                 | valid    |
      | 42                | valid    |
      | 2147483647        | valid    |
      | 0                 | refused  |
      | -3                | refused  |
      | 1.5               | refused  |
      | abc               | refused  |
      | 90071992547409930 | refused  |
      | 2147483648        | refused  |
      | 9007199254740991  | refused  |

  Scenario: A new listing reaches the saved searches of its place, transaction and type only
    Given saved searches for "Sell Apartment in geneva", "Rent in geneva", "Sell in ch" and "Sell House in lausanne"
    When a new apartment for sale in geneva is published
    Then the candidate searches are "Sell Apartment in geneva" and "Sell in ch"

  Scenario: The remaining filters are checked per candidate
    Given saved searches for "Sell Apartment in geneva" under 400000 EUR and "Sell in ch" with 3 rooms or more
    When a new apartment for sale in geneva is published at 500000 EUR with 3.5 rooms
    Then the matching searches are "Sell in ch"
