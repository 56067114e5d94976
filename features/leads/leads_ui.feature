@ui @leads
Feature: Leads, tours and the chat in a browser
  "@ui: send a contact lead and book a tour as a guest (read the agency's e-mail in
  the mail viewer), as a signed-in visitor (prefilled), a rejected tour on a rent listing, the agent
  answering in /chat and the visitor's counter showing 1 in a second tab".

  "the agency (vendor account) and the contact agent get an e-mail through the
  outbox […] with the visitor's details and message, the listing, and the tour slot for tours".
  "contact (prefilled for a known visitor), tour booking with a date and time
  picker […]; success modal with 'LeadRequestForm.Confirmation.TitleRequestSent'".
  Document 001 §6: "tours need a sale listing".
  Document 000 §4: "Chat unread total: one browser tab becomes leader via a lock, polls the total,
  and broadcasts it to other tabs."

  Scenario Outline: A guest contacts the agent and books a visit; the agency reads both in its mail (<language>)
    Given a live sale listing of the demo data set with a named contact and its agency
    When a guest opens the listing in <language> on a 1280 px wide screen
    And they open the contact form
    Then screenshots of the lead form are taken as "contact-form"
    When they send it as "Gina Guest", "gina.guest@example.ch", "+41 44 668 18 00" with the message "Is the flat still available in spring?"
    Then the success modal says "<sent>"
    And screenshots of the lead form are taken as "success"
    When they close the success modal and what follows it
    And they open the tour form and choose the first free day and time
    Then screenshots of the lead form are taken as "tour-booking"
    When they request the visit
    Then the success modal says "<sent>"
    And the agency's e-mail in the mail viewer names the visitor, their e-mail, phone and message and the listing
    And the agency's visit e-mail in the mail viewer names the chosen day and time

    Examples:
      | language | sent                 |
      | English  | Request sent         |
      | German   | Anfrage gesendet     |

  Scenario: A signed-in visitor finds the contact form filled with their details
    Given a live sale listing of the demo data set with a named contact and its agency
    And a new visitor reading the portal in en
    And they have registered as "Petra Prefill"
    When they open the listing in English on a 390 px wide screen
    And they open the contact form from the mobile action bar
    Then the form holds the name "Petra Prefill" and the e-mail they registered with

  Scenario: A tour on a rent listing is refused with the documents' sentence
    # A rent listing's page offers no tour; the service's refusal is what a page opened before the
    # listing turned to rent meets: the request is re-addressed to the rent listing on its way.
    Given a live rent listing of the demo data set with a named contact
    When a guest opens the rent listing in English on a 1280 px wide screen
    Then no visit can be booked there
    When a tour for the rent listing is sent from a sale listing's tour form, as a page from before the change would
    Then the tour form says "Visits can be booked on listings for sale only." at the day

  Scenario: The agent answers in /chat and the visitor's second tab counts 1 unread message
    Given the demo agent "agent@demo.homefinder.test" has signed in on the Swiss portal in their own browser
    And a visitor has registered on the Swiss portal as "Chris Chat"
    When the visitor opens the demo agent's page on a 390 px wide screen
    And they tap the action bar's contact button
    Then the agent's contact form is in view, filled with their e-mail
    And screenshots of the agent's contact card are taken as "agent-form"
    When they write to the agent: "Could we talk about selling my flat?"
    Then the agent finds "Could we talk about selling my flat?" in /chat
    When the agent answers "Gladly, would Tuesday suit you?"
    And screenshots of the chat are taken as "chat-agent"
    And the visitor reloads their page
    Then their Chat counter shows 1
    When they open the portal in a second tab
    Then the second tab's Chat counter shows 1 without asking the service itself
    When the visitor opens /chat
    Then they read "Gladly, would Tuesday suit you?"
    And neither tab counts an unread message any more
    And screenshots of the chat are taken as "chat-visitor"
