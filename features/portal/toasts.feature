@portal
Feature: Toasts
  Document 000 §3: "Notification: id, message, kind (error and others), values, optional delay.
  Deduplicated by id, newest first."
  Document 000 §9: "Toast: default delay from configuration (10 s); 'longer' doubles it; a delay
  of 0 or less stays forever; enter and leave transitions 600 ms."

  Our choice: a toast arriving with an id already shown replaces it and moves to the top.

  Scenario Outline: A toast with delay <delay> and a configured default of <default> ms stays <stays>
    When a toast with delay "<delay>" is shown with a default of <default> ms
    Then it stays <stays>

    Examples:
      | delay     | default | stays           |
      | (none)    | 10000   | 10000 ms        |
      | longer    | 10000   | 20000 ms        |
      | longer    | 4000    | 8000 ms         |
      | 3000      | 10000   | 3000 ms         |
      | 0         | 10000   | until closed    |
      | -5        | 10000   | until closed    |

  Scenario: Toasts are deduplicated by id, newest first
    Given the toasts "saved", "alert" are shown in that order
    When the toast "saved" arrives again
    Then the toasts read "saved, alert" from the top

  Scenario: Toasts enter and leave in 600 ms
    Then the toast transitions take 600 ms
