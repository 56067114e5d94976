@alerts @ui
Feature: Confirming the address of e-mail alerts, in a browser
  docs/security.md "Mail to unconfirmed addresses": "Saved-search alerts go only to a confirmed
  address." "One confirmation e-mail, then nothing. When a saved search gets e-mail alerts for an
  unconfirmed address ... RequestAlertConfirmation queues one e-mail through the outbox in the
  visitor's language, with a link to /alerts/confirm?token=…" "The page confirms on a press, never
  on opening. GET /alerts/confirm (noindex) only shows a button (mail scanners and link previews
  open links too); the button posts the token to POST /svc/alerts/confirmations."
  Document 001 §3: "Saving a search requires guest identified or better ... If not allowed, a
  login or e-mail capture flow shows and the action resumes afterwards."

  Scenario Outline: A visitor saves a search with e-mail alerts and confirms the address from the one e-mail, in <language>
    Given a new visitor reading the portal in <language>
    When the visitor opens the search "/switzerland/buy" on a <width> px wide screen
    And they press the page's save-search button
    And they give their e-mail address in the capture modal
    Then the search-save confirmation tells them to check their inbox to confirm the address
    And screenshots of the search-save confirmation are kept at 390 and 1280 px
    And exactly one confirmation e-mail reaches the address, written in <language>
    When they open the link of the confirmation e-mail
    Then the confirmation page shows its button, and opening it confirmed nothing
    And axe finds nothing serious on the confirmation page
    And screenshots of the confirmation page are kept at 390 and 1280 px as "ready"
    When they press the confirmation button
    Then the page says their address is confirmed
    And axe finds nothing serious on the confirmation page
    And screenshots of the confirmation page are kept at 390 and 1280 px as "confirmed"
    # The GET reads nothing: the page shows its button again, and a used link confirms again (mayConfirm).
    When they open the link of the confirmation e-mail again
    Then the confirmation page shows its button, and opening it confirmed nothing
    When they press the confirmation button
    Then the page says their address is confirmed

    Examples:
      | language | width |
      | de       | 390   |
      | fr       | 1280  |
