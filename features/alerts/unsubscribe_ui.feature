@alerts @ui
Feature: Turning an alert off from the unsubscribe page, in a browser
  Document 001 §2: "/unsubscribe?unsublink={id}"; §4 "Alerts: a notifications list containing the
  subscribe value means subscribed; an empty or null list unsubscribes." docs/security.md "Links
  that change state": "only the digest's signed link turns an alert off on opening … The signed-in
  owner who arrives without it is asked: the page's button posts POST /svc/alerts/unsubscriptions."

  Scenario Outline: The owner who comes without the e-mail's signed link is asked, and the button turns the alert off, in <language>
    Given a new visitor reading the portal in <language>
    When the visitor opens the search "/switzerland/buy" on a <width> px wide screen
    And they press the page's save-search button
    And they give their e-mail address in the capture modal
    Then the search-save confirmation tells them to check their inbox to confirm the address
    When they open the unsubscribe page of their saved search without the e-mail's link
    Then the page asks them whether to turn the alert off, and opening it turned nothing off
    And axe finds nothing serious on the unsubscribe page
    And screenshots of the unsubscribe page are kept at 390 and 1280 px as "asking"
    When they press the button that turns the alert off
    Then the page says the alert is off, with one POST to /svc/alerts/unsubscriptions
    And screenshots of the unsubscribe page are kept at 390 and 1280 px as "unsubscribed"
    And My home shows the saved search with its e-mail alert off

    Examples:
      | language | width |
      | en       | 1280  |
      | de       | 390   |
