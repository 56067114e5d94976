@ui @identity @dashboard-switch
Feature: Switching to the agent dashboard in a browser
  Document 000 §4 "Dashboard switch" and §6: a dashboard user (an agency's Admin, Agent, Staff or
  Standard member) sees the Agent Dashboard link and is prompted to switch to the dashboard when
  the portal has a dashboard configured and PS_FLAG_SWITCH_TO_DASHBOARD on: a popover on desktop,
  a modal on smaller screens. Dismissing the prompt is remembered. It is a prompt, not a nag (the
  visitor defects' point 16: it "appears on every page and covers the title at 390 px"): offered on
  one page of a visit, and on a phone a sheet from the bottom edge that leaves the title in sight.
  Switching, from the prompt or
  from the Agent Dashboard link of the navigation (header on desktop, bottom bar on phones),
  fetches a switch code, then goes to the dashboard's login; a failure shows the documents' text.
  Document 000 §2 fills a phone's bottom bar with Search, Favorites, Chat and Estimate and the
  profile: with chat and valuation both on there is no sixth place (five at most), so on a phone the
  Agent Dashboard link gives way and the footer's link for professionals remains.
  The demo agents log in with the demo password (README "Demo sign-ins").

  Scenario: An agent on a desktop gets the prompt as a popover, once
    Given the demo agent "agent@demo.homefinder.test" has logged in on a screen 1280 px wide
    Then they see the Agent Dashboard link
    And the switch-to-dashboard prompt shows as a popover
    And the page has no serious or critical accessibility problems
    When they dismiss the switch-to-dashboard prompt
    And they reload the page
    Then the switch-to-dashboard prompt does not show

  Scenario: Left unanswered, the prompt is not offered again on the visit's next pages
    Given the demo agent "agent@demo.homefinder.test" has logged in on a screen 1280 px wide
    And the switch-to-dashboard prompt shows as a popover
    When they go on to their favourites without answering it
    Then the switch-to-dashboard prompt is not offered there

  Scenario: The prompt does not cover the account menu
    Document 000 §6: "Full user: profile, security and regional links; logout with confirmation." The
    prompt is offered, the menu is what the user asked for: opened, it lies over the prompt.
    Given the demo agent "agent@demo.homefinder.test" has logged in on a screen 1280 px wide
    And the switch-to-dashboard prompt shows as a popover
    When they open the account menu
    Then Profile, Settings and Log out can be clicked while the prompt shows

  Scenario: An agent on a phone gets the prompt as a modal, once
    Given the demo agent "admin@demo.homefinder.test" has logged in on a screen 390 px wide
    Then the switch-to-dashboard prompt shows as a modal
    And the prompt leaves the page's title in sight
    When they dismiss the switch-to-dashboard prompt
    And they reload the page
    Then the switch-to-dashboard prompt does not show
    And the footer still links them to the Agent dashboard
    And the page has no serious or critical accessibility problems

  Scenario: Switching takes the agent to the dashboard's login with a switch code
    Given the demo agent "staff@demo.homefinder.test" has logged in on a screen 1280 px wide
    When they switch to the dashboard
    Then the browser is at the dashboard's login with a switch code for the client "agent-dashboard"

  Scenario: A switch code that cannot be had shows the documented failure
    Given the demo agent "agent@demo.homefinder.test" has logged in on a screen 1280 px wide
    And the switch code service fails
    When they switch to the dashboard
    Then they are told "error while retrieving the client switch code"
    And they are still on the portal

  Scenario: The Agent Dashboard link switches the same way, from the keyboard too
    Given the demo agent "admin@demo.homefinder.test" has logged in on a screen 1280 px wide
    When they open the Agent Dashboard link from the keyboard
    Then the browser is at the dashboard's login with a switch code for the client "agent-dashboard"

  Scenario: The Agent Dashboard link shows the documented failure too
    Given the demo agent "staff@demo.homefinder.test" has logged in on a screen 1280 px wide
    And the switch code service fails
    When they switch to the dashboard from the Agent Dashboard link
    Then they are told "error while retrieving the client switch code"
    And they are still on the portal
