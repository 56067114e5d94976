@alerts
Feature: Instant alerts by web push
  Document 001 §3: "Notification channels: Email and PushNotification. Price alert types: Drop and
  Increase."
  "the PushNotification channel works in browsers ... and an instant push when a
  listing matching a push-subscribed search appears or drops in price (seconds, not the next
  digest). Tested end to end against a push endpoint started by the test that checks the VAPID
  signature and decrypts the payload with the subscription's keys."
  Acceptance: "A new listing that matches a saved, subscribed search reaches its owner ... by push
  within 10 seconds, in the owner's language."

  The portal's alert jobs run in process with the real web-push sender; the browser is a push
  subscription's keys, and its push service a test HTTPS server.

  Background:
    Given a French-speaking owner whose browser subscribed to web push
    And their saved search "Mon alerte" notified by "Email, PushNotification"
    And their saved search "Par e-mail" notified by "Email"

  Scenario: A new matching listing is pushed within 10 seconds, in the owner's language
    When a listing matching both searches is published while the alert jobs run
    Then within 10 seconds the browser's push service receives a VAPID-signed, encrypted push
    And the push reads "Nouvelle annonce pour « Mon alerte »" and opens the new listing
    And no other push arrives: the search notified by "Email" only waits for its digest

  Scenario: A price drop is pushed once, even when the job's window runs again after a crash
    When a listing matching both searches drops in price and the push job runs
    Then the push reads "Baisse de prix pour « Mon alerte »" and opens that listing
    When the push job runs the same window again, as after a crash
    Then no other push arrives: the search notified by "Email" only waits for its digest
