@leads
Feature: Conversations a lead opens, and the Chat unread counter
  "a lead opens a conversation between the visitor and the agent; /chat lists
  conversations and shows messages; the visitor and the agent both reply there".

  Document 001 §7 "Communications": "GET /conversation/unread (status, default Dispatched)".
  Document 000 §9: "Chat unread poll: every 5 minutes. Count bubbles show 99+ above 99."
  Document 000 §4: "Chat unread total: one browser tab becomes leader via a lock, polls the total,
  and broadcasts it to other tabs."
  Document 001 §5: "Limits: […] text area 3000".

  Scenario: The unread total counts Dispatched messages unless another status is asked for
    When the unread total is asked for without a status
    Then it counts messages with status "Dispatched"
    When the unread total is asked for with status "Read"
    Then it counts messages with status "Read"
    When the unread total is asked for with status "Spam"
    Then the answer names the field "status"

  Scenario Outline: The visitor and the agent each see the conversation from their side
    Given a conversation between visitor user 9 with profile 40 and agent user 7
    When user <user> with profile <profile> opens it
    Then they take the side "<side>"

    Examples:
      | user | profile | side    |
      | 7    | 1       | agent   |
      | 9    | 40      | visitor |
      | 12   | 40      | visitor |
      | 12   | 41      | none    |

  Scenario Outline: A reply follows the lead form's message rules
    When a reply of <length> characters is sent
    Then the reply is answered "<answer>"

    Examples:
      | length | answer                              |
      | 0      | Immobox.Validations.Required        |
      | 3000   | accepted                            |
      | 3001   | Must be no more than {n} characters |

  Scenario Outline: The Chat bubble shows 99+ above 99
    When <count> messages are unread
    Then the Chat bubble shows "<bubble>"

    Examples:
      | count | bubble |
      | 0     |        |
      | 1     | 1      |
      | 99    | 99     |
      | 100   | 99+    |

  Scenario: The unread total is polled every 5 minutes
    Then the chat unread poll runs every 300 seconds
